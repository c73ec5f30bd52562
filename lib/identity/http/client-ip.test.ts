import { clientIp } from './client-ip';

const req = (headers: Record<string, string>) => new Request('http://x/', { headers });

it('takes the address the nearest trusted proxy appended, never one a client wrote further left', () => {
  // TRUSTED_PROXY_HOPS defaults to 1: the last entry is the one the proxy (or the BFF) wrote.
  expect(clientIp(req({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }))).toBe('203.0.113.7');
  expect(clientIp(req({ 'x-forwarded-for': '2001:db8::1' }))).toBe('2001:db8::1');
  expect(clientIp(req({ 'x-forwarded-for': '<script>' }))).toBe('unknown');
  expect(clientIp(req({}))).toBe('unknown');
});
