import { guard } from './guard';

const q = (query = '') => new URLSearchParams(query);

describe('route guard (SPEC §2)', () => {
  it('sends an anonymous visitor of a login-only page to login', () => {
    expect(guard('/profile/general', q(), false)).toEqual({ redirect: '/login' });
    expect(guard('/profile', q(), false)).toEqual({ redirect: '/login' });
    expect(guard('/profile/security/verification-google/activate', q(), false)).toEqual({
      redirect: '/login',
    });
  });

  it('keeps application and backUrl when chooseAccount sends an anonymous visitor to login', () => {
    expect(
      guard('/choose-account', q('application=PLATINWORLD&backUrl=https%3A%2F%2Fp.example%2F&x=1'), false),
    ).toEqual({
      redirect: '/login?application=PLATINWORLD&backUrl=https%3A%2F%2Fp.example%2F',
    });
  });

  it('sends a logged-in user away from anonymous-only pages to profile', () => {
    expect(guard('/login', q(), true)).toEqual({ redirect: '/profile' });
    expect(guard('/login/qr', q(), true)).toEqual({ redirect: '/profile' });
    expect(guard('/registration', q(), true)).toEqual({ redirect: '/profile' });
  });

  it('sends a logged-in user with an application from login to chooseAccount', () => {
    expect(guard('/login', q('application=ULTIMA&backUrl=https%3A%2F%2Fu.example'), true)).toEqual({
      redirect: '/choose-account?application=ULTIMA&backUrl=https%3A%2F%2Fu.example',
    });
  });

  it('lets everyone through to public pages', () => {
    for (const path of [
      '/',
      '/confirmation/abc',
      '/password/reset',
      '/password/reset/abc',
      '/password/success',
      '/nope',
    ]) {
      expect(guard(path, q(), false)).toBeNull();
      expect(guard(path, q(), true)).toBeNull();
    }
  });

  it('lets a logged-in user into login-only pages and an anonymous one into anonymous-only pages', () => {
    expect(guard('/profile/general', q(), true)).toBeNull();
    expect(guard('/login', q(), false)).toBeNull();
    expect(guard('/registration', q(), false)).toBeNull();
  });

  it('brings the phone back to the QR approval page after login', () => {
    expect(guard('/qr/abc', q(), false)).toEqual({ redirect: '/login?next=%2Fqr%2Fabc' });
  });
});
