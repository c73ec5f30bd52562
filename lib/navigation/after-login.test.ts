import { afterLoginPath } from './after-login';

describe('afterLoginPath', () => {
  it('goes through the token redirect when a linked product asked', () => {
    expect(afterLoginPath({ locale: 'en', application: 'ULTIMA', backUrl: 'https://u.example/' })).toBe(
      '/api/go?application=ULTIMA&backUrl=https%3A%2F%2Fu.example%2F&locale=en',
    );
  });

  it('returns a phone to the QR approval page it came from, and nowhere else', () => {
    expect(afterLoginPath({ locale: 'ar', next: '/qr/AbC-12_x' })).toBe('/ar/qr/AbC-12_x');
    expect(afterLoginPath({ locale: 'en', next: '//evil.example' })).toBe('/en/profile');
    expect(afterLoginPath({ locale: 'en', next: '/en/profile/password' })).toBe('/en/profile');
    expect(afterLoginPath({ locale: 'en', next: '/qr/../../x' })).toBe('/en/profile');
  });

  it('goes to the profile otherwise', () => {
    expect(afterLoginPath({ locale: 'de' })).toBe('/de/profile');
  });
});
