import { clientIp } from './client-ip';

const req = (headers: Record<string, string>) => new Request('http://x/', { headers });

it('takes the first X-Forwarded-For entry, else X-Real-IP, else unknown', () => {
  expect(clientIp(req({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }))).toBe('203.0.113.7');
  expect(clientIp(req({ 'x-real-ip': '2001:db8::1' }))).toBe('2001:db8::1');
  expect(clientIp(req({ 'x-forwarded-for': '<script>' }))).toBe('unknown');
  expect(clientIp(req({}))).toBe('unknown');
});
