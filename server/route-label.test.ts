import { loggablePath, routeLabel } from './route-label';

describe('what a request is counted and logged under', () => {
  it('a template or a fixed name, never a raw path', () => {
    expect(routeLabel('/oauth/check_token', 200)).toBe('/oauth/check_token');
    expect(routeLabel('/v1/verifications/1f2e/verify', 200)).toBe('/v1/verifications/{id}/verify');
    expect(routeLabel('/api/auth/login', 400)).toBe('/api/auth/login');
    expect(routeLabel('/en/confirmation/Zx8kQ', 200)).toBe('page');
    expect(routeLabel('/_next/static/chunks/a1.js', 200)).toBe('/_next');
    expect(routeLabel('/readyz', 503)).toBe('/readyz');
    // A scan of made-up paths adds no label.
    expect(routeLabel('/v1/nothing-here-42', 404)).toBe('unmatched');
    expect(routeLabel('/api/xyz-123', 404)).toBe('unmatched');
  });

  it('masks the codes a path carries', () => {
    expect(loggablePath('/de/confirmation/Zx8kQ-long-code')).toBe('/de/confirmation/:code');
    expect(loggablePath('/en/password/reset/abc')).toBe('/en/password/reset/:code');
    expect(loggablePath('/en/qr/payload123')).toBe('/en/qr/:code');
    expect(loggablePath('/en/login')).toBe('/en/login');
  });
});
