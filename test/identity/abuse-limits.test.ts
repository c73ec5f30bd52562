import { GOOD_PASSWORD, uniqueEmail, uniqueIp, type ApiClient } from './api-client';
import { describeBackends } from './describe-backends';
import { registerConfirmed } from './flows';

// Abuse limits an operator tunes (operations issue): a tuned limit holds at its new value, and an
// address on RATE_LIMIT_EXEMPT (an office NAT, a monitoring probe) is held by no per-address limit or
// captcha counter — while the per-e-mail ones still apply to it.
const OFFICE_V4 = '192.0.2.';
const OFFICE_V6 = '2001:db8:77:';

describeBackends(
  'abuse limits from the environment',
  (h) => {
    const referral = (api: ApiClient, ip: string, i: number) =>
      api.get('/v1/user/referral/info', { query: { inviteCode: `NOCODE${i}` }, ip });
    const statuses = async (ip: string, times: number) => {
      const seen: number[] = [];
      for (let i = 0; i < times; i++) seen.push((await referral(h().api, ip, i)).status);
      return seen;
    };
    const wrongLogin = (username: string, ip: string) =>
      h().api.form('/oauth/token', { grant_type: 'password', username, password: 'Wrong-pa55' }, { ip });

    it('a tuned limit takes effect for an ordinary address', async () => {
      const seen = await statuses(uniqueIp(), 4);
      expect(seen.slice(0, 3).every((status) => status !== 429)).toBe(true);
      expect(seen[3]).toBe(429);
    });

    it('an exempt address, IPv4 or IPv6, is not limited', async () => {
      for (const ip of [`${OFFICE_V4}10`, `${OFFICE_V6}5::1`]) {
        expect([ip, (await statuses(ip, 8)).filter((status) => status === 429)]).toEqual([ip, []]);
      }
      // Its neighbour outside the range is.
      expect((await statuses(`${OFFICE_V6.replace('77', '78')}5::1`, 4))[3]).toBe(429);
    });

    it('failed logins from an exempt address bring no per-address captcha, but the per-e-mail one stays', async () => {
      // CAPTCHA_AFTER_LOGIN_FAILURES_PER_ADDRESS=2: two failures (different e-mails) from an address…
      const ordinary = uniqueIp();
      for (let i = 0; i < 2; i++)
        expect((await wrongLogin(uniqueEmail(), ordinary)).body.error).toBe('bad_credentials');
      expect((await wrongLogin(uniqueEmail(), ordinary)).body.error).toBe('google_recaptcha_v2_required');
      // …but the office fails many times over without a captcha.
      const office = `${OFFICE_V4}20`;
      for (let i = 0; i < 6; i++)
        expect((await wrongLogin(uniqueEmail(), office)).body.error).toBe('bad_credentials');
      // One e-mail tried three times needs a captcha wherever the attempts come from.
      const target = uniqueEmail();
      for (let i = 0; i < 3; i++)
        expect((await wrongLogin(target, office)).body.error).toBe('bad_credentials');
      expect((await wrongLogin(target, office)).body.error).toBe('google_recaptcha_v2_required');
    });
  },
  {
    env: {
      RATE_LIMITS: 'referralInfo=3/60',
      RATE_LIMIT_EXEMPT: `${OFFICE_V4}0/24, ${OFFICE_V6}:/48`,
      CAPTCHA_AFTER_LOGIN_FAILURES_PER_ADDRESS: '2',
    },
  },
);

describeBackends(
  'the login lock from the environment',
  (h) => {
    it('locks after LOCK_AFTER_FAILED_LOGINS failures, and the per-e-mail captcha waits for its own number', async () => {
      const user = await registerConfirmed(h().server, h().api);
      const attempt = (password: string) =>
        h().api.form(
          '/oauth/token',
          { grant_type: 'password', username: user.email, password },
          { ip: uniqueIp() },
        );
      const answers: string[] = [];
      for (let i = 0; i < 4; i++) answers.push((await attempt('Wrong-pa55')).body.error as string);
      expect(answers).toEqual(Array(4).fill('bad_credentials'));
      expect((await attempt(GOOD_PASSWORD)).body.error).toBe('user_account_locked');
    });
  },
  { env: { LOCK_AFTER_FAILED_LOGINS: '4', CAPTCHA_AFTER_LOGIN_FAILURES_PER_EMAIL: '5' } },
);
