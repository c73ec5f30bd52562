import { IdentityError } from '../../identity-error';
import { resolveRedirectUrl } from './resolve-redirect-url';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (error) {
    return (error as IdentityError).code;
  }
};

describe('resolveRedirectUrl', () => {
  beforeEach(() => {
    process.env.BACK_URL_SMART = 'https://smart.example/app';
  });
  afterEach(() => {
    delete process.env.BACK_URL_SMART;
  });

  it('accepts any path on the registered origin', () => {
    expect(
      resolveRedirectUrl({ application: 'smart', requestedUrl: 'https://smart.example/deep/link?q=1' }),
    ).toEqual({
      url: 'https://smart.example/deep/link?q=1',
    });
  });

  it('refuses other origins, schemes and look-alikes — never an open redirect', () => {
    for (const url of [
      'http://smart.example/app',
      'https://smart.example.evil.com/',
      'https://evil.com/?https://smart.example',
      'javascript:alert(1)',
      '',
    ]) {
      expect(codeOf(() => resolveRedirectUrl({ application: 'SMART', requestedUrl: url }))).toBe(
        'access_denied',
      );
    }
    expect(
      codeOf(() => resolveRedirectUrl({ application: 'NOPE', requestedUrl: 'https://smart.example/' })),
    ).toBe('unsupported_application');
  });
});
