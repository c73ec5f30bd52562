import { clientIp } from './client-ip';

const req = (headers: Record<string, string>) => new Request('http://x/', { headers });

it('reads only the address the Node entry set, never X-Forwarded-For', () => {
  expect(clientIp(req({ 'x-passport-visitor': '203.0.113.7' }))).toBe('203.0.113.7');
  expect(clientIp(req({ 'x-passport-visitor': '2001:db8:0:12::/64' }))).toBe('2001:db8:0:12::/64');
  expect(clientIp(req({ 'x-forwarded-for': '203.0.113.7' }))).toBe('unknown');
  expect(clientIp(req({ 'x-passport-visitor': '<script>' }))).toBe('unknown');
});
