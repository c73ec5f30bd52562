import { safeNextPath } from './safe-next';

describe('safeNextPath', () => {
  it('accepts a portal path under a locale', () => {
    expect(safeNextPath('/en/login', '/')).toBe('/en/login');
    expect(safeNextPath('/ar/login?application=ULTIMA', '/')).toBe('/ar/login?application=ULTIMA');
  });

  it.each([
    '//evil.example',
    '/\t/evil.example',
    '/%09/evil.example',
    '/\\evil.example',
    'https://evil.example',
    '/xx/login',
    '',
    ' /en',
  ])('refuses %j', (value) => {
    expect(safeNextPath(value, '/fallback')).toBe('/fallback');
  });
});
