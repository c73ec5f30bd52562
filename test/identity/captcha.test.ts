import { solveAltcha } from './altcha-solver';
import { uniqueIp } from './api-client';
import { describeBackends } from './describe-backends';
import { captchaGatedLogin } from './flows';
import { serviceClock } from './two-fa-helpers';

// The proof-of-work captcha (issue 19): its lifetime runs on the service's clock, and its cost is the
// operator's CAPTCHA_COST. CAPTCHA_AFTER_LOGIN_FAILURES_PER_EMAIL=1: one wrong password shuts the gate.
// The 10-minute lifetime is written out: a test reading the service's constant would follow a broken one.
const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;
describeBackends(
  'ALTCHA captcha: lifetime and cost',
  (h) => {
    const gatedLogin = async () => {
      const { attempt, ip } = await captchaGatedLogin(h().api);
      const solved = async () => solveAltcha((await h().api.get('/v1/captcha/challenge', { ip })).body.data);
      return { attempt, solved };
    };

    it('a solution is good until its challenge expires on the service clock, and refused after', async () => {
      const clock = await serviceClock(h());
      const { attempt, solved } = await gatedLogin();
      const young = await solved();
      const old = await solved();
      clock.advance(CHALLENGE_LIFETIME_MS - 60_000);
      // Past the gate, the wrong password is what is refused.
      expect((await attempt(young)).body.error).toBe('bad_credentials');
      clock.advance(2 * 60_000);
      expect((await attempt(old)).body.error).toBe('invalid_recaptcha');
    });

    it('challenges carry the cost CAPTCHA_COST names, and a solution of that cost passes', async () => {
      const { attempt, solved } = await gatedLogin();
      const challenge = (await h().api.get('/v1/captcha/challenge', { ip: uniqueIp() })).body.data;
      expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 3 });
      expect((await attempt(await solved())).body.error).toBe('bad_credentials');
    });
  },
  { env: { CAPTCHA_AFTER_LOGIN_FAILURES_PER_EMAIL: '1', CAPTCHA_COST: '3' }, inProcess: true },
);
