import { fieldsFromPage, postedPage } from './page-context';

const cookie = (page: string) => `other=1; passport_page=${encodeURIComponent(page)}`;

describe('a form posted from a page shared by every visitor', () => {
  it('takes the address the browser loaded when the post names the same page without its query', () => {
    const page = '/en/login?application=ULTIMAFARM&backUrl=http%3A%2F%2Flocalhost%3A4000%2Fultimafarm';
    expect(postedPage('/en/login', cookie(page))).toBe(page);
    expect(
      fieldsFromPage({ email: 'a@b.c' }, page, { application: 'application', backUrl: 'backUrl' }, null),
    ).toEqual({ email: 'a@b.c', application: 'ULTIMAFARM', backUrl: 'http://localhost:4000/ultimafarm' });
  });

  it('takes the code of a mailed link in place of the placeholder the shared page holds', () => {
    const page = '/en/password/reset/AbC_123-xyz';
    expect(postedPage('/en/password/reset/-', cookie(page))).toBe(page);
    expect(fieldsFromPage({ code: '-', password: 'x' }, page, { code: 'code' }, null)).toEqual({
      code: 'AbC_123-xyz',
      password: 'x',
    });
  });

  it('keeps what the form posted, and another page’s context never applies', () => {
    expect(postedPage('/en/registration', cookie('/en/login?application=SMART'))).toBe('/en/registration');
    expect(postedPage('/en/login?application=SMART', null)).toBe('/en/login?application=SMART');
    expect(
      fieldsFromPage(
        { application: 'ULTIMA' },
        '/en/login?application=SMART',
        { application: 'application' },
        null,
      ),
    ).toEqual({ application: 'ULTIMA' });
    // An address that is not this portal's page is no context.
    expect(postedPage('/en/login', cookie('https://evil.example/en/login?backUrl=x'))).toBe('/en/login');
  });

  it('falls back on the referral cookie for the invite code (SPEC §2 Registration)', () => {
    expect(
      fieldsFromPage({}, '/en/registration', { inviteCode: 'referral' }, 'referral=K7P2M9QXRT; a=b'),
    ).toEqual({ inviteCode: 'K7P2M9QXRT' });
    expect(
      fieldsFromPage({}, '/en/registration?referral=QQQ', { inviteCode: 'referral' }, 'referral=K7P'),
    ).toEqual({
      inviteCode: 'QQQ',
    });
  });
});
