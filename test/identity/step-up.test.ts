import { totpCodeAt } from '../../lib/identity/crypto/totp';
import { STEP_UP_WINDOW_MS } from '../../lib/policy';
import { GOOD_PASSWORD, uniqueIp } from './api-client';
import { describeBackends } from './describe-backends';
import { login, signedInUser } from './flows';
import { extractCode, waitForMail } from './mailbox';
import {
  activateEmail,
  activateGoogle,
  mailedCode,
  nextTotp,
  reauthenticate,
  serviceClock,
  twoFa,
} from './two-fa-helpers';

const REAUTH_MAIL = /to confirm it is you: \d{6}$/m;

// Security issue, second round: a stolen session cookie turned two-factor on (with the attacker's
// authenticator) and a reset kept it. Sensitive changes now need the password — and the active factor —
// given within the last five minutes (DESIGN §6 step-up).
describeBackends(
  'step-up: sensitive changes need a recent proof of who is there',
  (h) => {
    const stale = (clock: Awaited<ReturnType<typeof serviceClock>>) =>
      clock.advance(STEP_UP_WINDOW_MS + 1000);
    const reauth = (token: string, body: Record<string, unknown>) =>
      h().api.json('POST', '/v1/reauth', body, { token, ip: uniqueIp() });
    const REAUTH_REQUIRED = { status: 403, body: { errors: [{ code: 'reauth_required' }] } };
    const answer = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });

    it('a session whose login is older than five minutes cannot turn a second factor on until the password is given again', async () => {
      const clock = await serviceClock(h());
      const user = await signedInUser(h().server, h().api);
      const calls = twoFa(h().api, user.token);
      stale(clock);
      // The cookie alone — what a thief holds — turns nothing on.
      expect(answer(await calls.create('GOOGLE_AUTHENTICATOR'))).toEqual(REAUTH_REQUIRED);
      expect(answer(await calls.create('EMAIL', user.email))).toEqual(REAUTH_REQUIRED);
      expect(answer(await calls.confirm('GOOGLE_AUTHENTICATOR', '123456'))).toEqual(REAUTH_REQUIRED);
      expect((await calls.tokens()).body.data.tokens).toEqual([]);
      expect((await h().api.get('/v1/reauth', { token: user.token })).body.data).toEqual({
        factor: null,
        validUntil: null,
      });

      // A wrong password proves nothing.
      expect((await reauth(user.token, { password: 'Wrong-pass1' })).body).toEqual({
        errors: [{ code: 'validation_error', fieldName: 'password', errors: ['incorrect_password'] }],
      });
      expect(answer(await calls.create('GOOGLE_AUTHENTICATOR'))).toEqual(REAUTH_REQUIRED);

      const before = clock.now();
      const { validUntil } = await reauthenticate(h().api, user.token);
      expect(validUntil).toBeGreaterThanOrEqual(before + STEP_UP_WINDOW_MS);
      expect(validUntil).toBeLessThanOrEqual(clock.now() + STEP_UP_WINDOW_MS);
      expect((await h().api.get('/v1/reauth', { token: user.token })).body.data).toEqual({
        factor: null,
        validUntil,
      });
      const created = await calls.create('GOOGLE_AUTHENTICATOR');
      expect(created.status).toBe(200);
      const secret = created.body.data.result.CODE as string;
      // The proof lasts five minutes: a confirmation after that asks again.
      stale(clock);
      expect(answer(await calls.confirm('GOOGLE_AUTHENTICATOR', totpCodeAt(secret, clock.now())))).toEqual(
        REAUTH_REQUIRED,
      );
      await reauthenticate(h().api, user.token);
      expect((await calls.confirm('GOOGLE_AUTHENTICATOR', nextTotp(clock, secret))).status).toBe(200);
    });

    it('turning the authenticator off asks for the password and the authenticator’s code', async () => {
      const clock = await serviceClock(h());
      const user = await signedInUser(h().server, h().api);
      const secret = await activateGoogle(h(), clock, user.token);
      const calls = twoFa(h().api, user.token);
      stale(clock);
      expect(answer(await calls.deactivate('GOOGLE_AUTHENTICATOR'))).toEqual(REAUTH_REQUIRED);
      expect(answer(await calls.deactivateConfirm('GOOGLE_AUTHENTICATOR', nextTotp(clock, secret)))).toEqual(
        REAUTH_REQUIRED,
      );
      expect((await h().api.get('/v1/reauth', { token: user.token })).body.data.factor).toBe(
        'GOOGLE_AUTHENTICATOR',
      );
      // The password alone is not enough while a factor is active; a wrong code neither.
      expect((await reauth(user.token, { password: GOOD_PASSWORD })).body).toEqual({
        errors: [{ code: 'validation_error', fieldName: 'code', errors: ['required'] }],
      });
      const wrong = totpCodeAt(secret, clock.now() - 10 * 60_000);
      expect((await reauth(user.token, { password: GOOD_PASSWORD, code: wrong })).body).toEqual({
        errors: [{ code: 'invalid_confirmation_code' }],
      });
      expect(answer(await calls.deactivate('GOOGLE_AUTHENTICATOR'))).toEqual(REAUTH_REQUIRED);

      await reauthenticate(h().api, user.token, nextTotp(clock, secret));
      expect((await calls.deactivate('GOOGLE_AUTHENTICATOR')).status).toBe(200);
      expect((await calls.deactivateConfirm('GOOGLE_AUTHENTICATOR', nextTotp(clock, secret))).status).toBe(
        200,
      );
      expect((await calls.tokens()).body.data.tokens).toEqual([]);
    });

    it('an e-mailed factor: the code of a re-authentication is sent only after the right password, and counts once', async () => {
      const clock = await serviceClock(h());
      const user = await signedInUser(h().server, h().api);
      await activateEmail(h(), user.token, user.email);
      stale(clock);
      const sendCode = (password: string) =>
        h().api.json('POST', '/v1/reauth/code', { password }, { token: user.token, ip: uniqueIp() });
      expect((await sendCode('Wrong-pass1')).body).toEqual({
        errors: [{ code: 'validation_error', fieldName: 'password', errors: ['incorrect_password'] }],
      });
      expect((await sendCode(GOOD_PASSWORD)).body).toEqual({ data: {} });
      const code = await mailedCode(h().server.dataDir, user.email, REAUTH_MAIL, 1);
      expect(code).toMatch(/^\d{6}$/);
      // The code without the password proves nothing.
      expect((await reauth(user.token, { password: 'Wrong-pass1', code })).status).toBe(400);
      await reauthenticate(h().api, user.token, code);
      expect((await twoFa(h().api, user.token).deactivate('EMAIL')).status).toBe(200);
      // Spent: it proves nothing a second time.
      stale(clock);
      expect((await reauth(user.token, { password: GOOD_PASSWORD, code })).body).toEqual({
        errors: [{ code: 'confirmation_code_error' }],
      });
    });

    it('a QR login starts without a proof: no password was typed in that browser', async () => {
      await serviceClock(h());
      const user = await signedInUser(h().server, h().api);
      const browser = 'browser-binding-step-up-0001';
      const qr = await h().api.get('/oauth/qr/generate', { basic: true, query: { browser }, ip: uniqueIp() });
      const payload = qr.body.data.payload as string;
      await h().api.json('POST', '/v1/qr/approve', { code: payload }, { token: user.token, ip: uniqueIp() });
      const grant = await h().api.form(
        '/oauth/token',
        { grant_type: 'qr_code', code: payload, browser },
        { ip: uniqueIp() },
      );
      expect(grant.body.authentication_status).toBe('SUCCESS');
      const qrSession = grant.body.access_token as string;
      expect(answer(await twoFa(h().api, qrSession).create('GOOGLE_AUTHENTICATOR'))).toEqual(REAUTH_REQUIRED);
      await reauthenticate(h().api, qrSession);
      expect((await twoFa(h().api, qrSession).create('GOOGLE_AUTHENTICATOR')).status).toBe(200);
      // A password login is its own proof.
      const fresh = await login(h().api, user.email);
      expect((await twoFa(h().api, fresh).create('GOOGLE_AUTHENTICATOR')).status).toBe(200);
    });

    it('publishes reauth_required on every sensitive call of the OpenAPI document', async () => {
      const doc = (await h().api.get('/v1/openapi.json')).body;
      for (const path of ['/v1/two-fa/tokens', '/v1/two-fa/tokens/confirm']) {
        expect(JSON.stringify(doc.paths[path].post)).toContain('reauth_required');
      }
      expect(doc.paths['/v1/reauth'].post).toBeDefined();
    });

    it('a password reset keeps the second factor and names it, on the answer and in the notice', async () => {
      const clock = await serviceClock(h());
      const user = await signedInUser(h().server, h().api);
      // Someone with the session (and a fresh proof) set up their own authenticator …
      await activateGoogle(h(), clock, user.token);
      // … and the owner resets the password.
      await h().api.json(
        'POST',
        '/v1/password/reset',
        { email: user.email },
        { basic: true, ip: uniqueIp() },
      );
      const mail = await waitForMail(h().server.dataDir, user.email, /\/password\/reset\//);
      const done = await h().api.json(
        'POST',
        '/v1/password/reset/confirm',
        { code: extractCode(mail, 'password/reset'), password: 'N3w-pass!' },
        { ip: uniqueIp() },
      );
      expect(done.body.data).toMatchObject({ twoFaType: 'GOOGLE_AUTHENTICATOR' });
      const notice = await waitForMail(h().server.dataDir, user.email, /password of your Passport account/);
      expect(notice.text).toContain(
        'Two-factor authentication by authenticator app stays on for your account. If you did not turn it on yourself, tell support at once.',
      );
    });
  },
  { inProcess: true },
);
