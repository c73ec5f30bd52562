import { totpCodeAt } from '../../lib/identity/crypto/totp';
import { solveAltcha } from './altcha-solver';
import { GOOD_PASSWORD, uniqueIp } from './api-client';
import { describeBackends, type Harness } from './describe-backends';
import { signedInUser } from './flows';
import { waitForMail } from './mailbox';
import {
  activateEmail,
  activateGoogle,
  LOGIN_MAIL,
  mailedCode,
  nextTotp,
  passwordGrant,
  secondStep,
  serviceClock,
} from './two-fa-helpers';

async function altcha(h: Harness): Promise<string> {
  const challenge = await h.api.get('/v1/captcha/challenge', { ip: uniqueIp() });
  return solveAltcha(challenge.body.data);
}

describeBackends(
  'the second login step (oauth_token grant)',
  (h) => {
    it('answers a half token that passes neither check_token nor any /v1 call; the right code answers SUCCESS once', async () => {
      const clock = await serviceClock(h());
      const user = await signedInUser(h().server, h().api);
      const secret = await activateGoogle(h(), clock, user.token);
      const half = (await passwordGrant(h().api, user.email, { application: 'platinworld' })).body;
      expect(half).toEqual({
        access_token: expect.any(String),
        token_type: 'bearer',
        scope: 'TWO_FACTOR',
        authentication_status: 'TWO_FACTOR_AUTHENTICATION',
        two_fa_type: 'GOOGLE_AUTHENTICATOR',
        expires_in: 300,
      });
      const check = await h().api.form('/oauth/check_token', {}, { query: { token: half.access_token } });
      expect(check.status).toBe(401);
      expect(check.body.error).toBe('invalid_token');
      for (const path of ['/v1/user', '/v1/two-fa/tokens', '/v1/two-fa/tokens/types/available']) {
        const res = await h().api.get(path, { token: half.access_token });
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ errors: [{ code: 'invalid_token' }] });
      }

      const code = nextTotp(clock, secret);
      const done = await secondStep(h().api, half.access_token, code);
      expect(done.body).toMatchObject({
        authentication_status: 'SUCCESS',
        two_fa_type: null,
        scope: 'USER',
        expires_in: 86_400,
      });
      const info = await h().api.form('/oauth/check_token', {}, { query: { token: done.body.access_token } });
      expect(info.body).toMatchObject({ authentication_status: 'SUCCESS', application: 'PLATINWORLD' });
      expect((await h().api.get('/v1/user', { token: done.body.access_token })).status).toBe(200);
      expect((await secondStep(h().api, half.access_token, code)).body.error).toBe('invalid_token');

      // A replayed authenticator code opens nothing, even on a fresh half login.
      const again = (await passwordGrant(h().api, user.email)).body.access_token;
      expect((await secondStep(h().api, again, code)).body.error).toBe('incorrect_otp');
      expect((await secondStep(h().api, again, nextTotp(clock, secret))).body.authentication_status).toBe(
        'SUCCESS',
      );
    });

    it('three wrong codes: incorrect_otp, incorrect_otp, otp_confirmation_error, and the half token is void', async () => {
      const clock = await serviceClock(h());
      const user = await signedInUser(h().server, h().api);
      const secret = await activateGoogle(h(), clock, user.token);
      const half = (await passwordGrant(h().api, user.email)).body.access_token;
      const wrong = totpCodeAt(secret, clock.now() - 10 * 60_000);
      expect((await secondStep(h().api, half, wrong)).body.error).toBe('incorrect_otp');
      expect((await secondStep(h().api, half, wrong)).body.error).toBe('incorrect_otp');
      expect((await secondStep(h().api, half, wrong)).body).toEqual({
        error: 'otp_confirmation_error',
        error_description: 'Too many wrong codes',
      });
      const after = await secondStep(h().api, half, nextTotp(clock, secret));
      expect(after.status).toBe(401);
      expect(after.body.error).toBe('invalid_token');
    });

    it('never grants more than three tries to concurrent wrong codes, and counts one failed login', async () => {
      const clock = await serviceClock(h());
      const user = await signedInUser(h().server, h().api);
      const secret = await activateGoogle(h(), clock, user.token);
      const half = (await passwordGrant(h().api, user.email)).body.access_token;
      const wrong = totpCodeAt(secret, clock.now() - 10 * 60_000);
      const answers = await Promise.all(Array.from({ length: 12 }, () => secondStep(h().api, half, wrong)));
      const errors = answers.map((a) => a.body.error);
      expect(
        errors.filter((e) => e === 'incorrect_otp').length +
          errors.filter((e) => e === 'otp_confirmation_error').length,
      ).toBe(3);
      expect(errors.filter((e) => e === 'otp_confirmation_error')).toHaveLength(1);
      expect(errors.filter((e) => e === 'invalid_token')).toHaveLength(9);
      const guard = await clock.ctx.db
        .selectFrom('login_guards')
        .select('failures')
        .where('key', '=', user.email.toLowerCase())
        .executeTakeFirstOrThrow();
      expect(guard.failures).toBe(1);
    });

    it('e-mail: the code is mailed when the half token is issued; a newer login keeps that code within the minute', async () => {
      await serviceClock(h());
      const user = await signedInUser(h().server, h().api);
      await activateEmail(h(), user.token, user.email);
      const first = (await passwordGrant(h().api, user.email)).body;
      expect(first).toMatchObject({
        authentication_status: 'TWO_FACTOR_AUTHENTICATION',
        two_fa_type: 'EMAIL',
      });
      const code = await mailedCode(h().server.dataDir, user.email, LOGIN_MAIL, 1);
      expect((await waitForMail(h().server.dataDir, user.email, LOGIN_MAIL)).subject).toBe(
        'Your confirmation code',
      );
      // Logging in again at once voids the first half token; the code sent moves to the new one.
      const second = (await passwordGrant(h().api, user.email)).body.access_token;
      expect((await secondStep(h().api, first.access_token, code)).body.error).toBe('invalid_token');
      const done = await secondStep(h().api, second, code);
      expect(done.body.authentication_status).toBe('SUCCESS');
    });

    it('password + wrong-code cycles end in the captcha demand, then the lock', async () => {
      const clock = await serviceClock(h());
      const user = await signedInUser(h().server, h().api);
      const secret = await activateGoogle(h(), clock, user.token);
      const wrong = () => totpCodeAt(secret, clock.now() - 10 * 60_000);
      const cycle = async (captcha?: string) => {
        const grant = await passwordGrant(
          h().api,
          user.email,
          captcha ? { google_recaptcha_v2: captcha } : {},
        );
        if (grant.body.authentication_status !== 'TWO_FACTOR_AUTHENTICATION')
          return grant.body.error as string;
        for (let i = 0; i < 3; i++) await secondStep(h().api, grant.body.access_token, wrong());
        return 'voided';
      };
      for (let i = 0; i < 3; i++) expect(await cycle()).toBe('voided');
      expect(await cycle()).toBe('google_recaptcha_v2_required');
      for (let i = 3; i < 10; i++) expect(await cycle(await altcha(h()))).toBe('voided');
      expect(await cycle(await altcha(h()))).toBe('user_account_locked');
      // Even the right password and the right code are refused now, until a password reset.
      const locked = await h().api.form(
        '/oauth/token',
        {
          grant_type: 'password',
          username: user.email,
          password: GOOD_PASSWORD,
          google_recaptcha_v2: await altcha(h()),
        },
        { ip: uniqueIp() },
      );
      expect(locked.body.error).toBe('user_account_locked');
    });

    it('a half login abandoned after a wrong code counts as failed when a newer one replaces it', async () => {
      const clock = await serviceClock(h());
      const user = await signedInUser(h().server, h().api);
      const secret = await activateGoogle(h(), clock, user.token);
      const wrong = totpCodeAt(secret, clock.now() - 10 * 60_000);
      // Each newer login voids the one before it: the fourth voids the third tried one.
      for (let i = 0; i < 4; i++) {
        const half = (await passwordGrant(h().api, user.email)).body.access_token;
        expect((await secondStep(h().api, half, wrong)).body.error).toBe('incorrect_otp');
      }
      expect((await passwordGrant(h().api, user.email)).body.error).toBe('google_recaptcha_v2_required');
      // A finished login clears the count.
      const half = (await passwordGrant(h().api, user.email, { google_recaptcha_v2: await altcha(h()) }))
        .body;
      expect(
        (await secondStep(h().api, half.access_token, nextTotp(clock, secret))).body.authentication_status,
      ).toBe('SUCCESS');
      expect((await passwordGrant(h().api, user.email)).body.authentication_status).toBe(
        'TWO_FACTOR_AUTHENTICATION',
      );
    });

    it('the QR grant asks for the second factor too', async () => {
      const clock = await serviceClock(h());
      const user = await signedInUser(h().server, h().api);
      await activateGoogle(h(), clock, user.token);
      const browser = 'browser-binding-0123456789';
      const qr = await h().api.get('/oauth/qr/generate', { basic: true, query: { browser }, ip: uniqueIp() });
      const payload = qr.body.data.payload as string;
      const approved = await h().api.json(
        'POST',
        '/v1/qr/approve',
        { code: payload },
        { token: user.token, ip: uniqueIp() },
      );
      expect(approved.status).toBe(200);
      const grant = await h().api.form(
        '/oauth/token',
        { grant_type: 'qr_code', code: payload, browser },
        { ip: uniqueIp() },
      );
      expect(grant.body).toMatchObject({
        authentication_status: 'TWO_FACTOR_AUTHENTICATION',
        two_fa_type: 'GOOGLE_AUTHENTICATOR',
      });
    });
  },
  { inProcess: true },
);
