import { totpCodeAt } from '../../lib/identity/crypto/totp';
import { uniqueIp } from './api-client';
import { describeBackends } from './describe-backends';
import { signedInUser } from './flows';
import { countMails, mailsTo, waitForMail } from './mailbox';
import {
  ACTIVATE_MAIL,
  activateEmail,
  activateGoogle,
  DEACTIVATE_MAIL,
  mailedCode,
  nextTotp,
  passwordGrant,
  reauthenticate,
  serviceClock,
  twoFa,
} from './two-fa-helpers';

describeBackends(
  '/v1/two-fa: setting up and turning off a second factor',
  (h) => {
    it('needs the portal session: no token, a half token or a wrong one is invalid_token', async () => {
      const anonymous = await h().api.get('/v1/two-fa/tokens', { ip: uniqueIp() });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ errors: [{ code: 'invalid_token' }] });
      const clock = await serviceClock(h());
      const user = await signedInUser(h().server, h().api);
      await activateGoogle(h(), clock, user.token);
      const half = (await passwordGrant(h().api, user.email)).body.access_token;
      for (const call of [
        h().api.get('/v1/two-fa/tokens', { token: half }),
        h().api.json(
          'POST',
          '/v1/two-fa/tokens/deactivate',
          { type: 'GOOGLE_AUTHENTICATOR' },
          { token: half },
        ),
      ]) {
        expect((await call).status).toBe(401);
      }
    });

    it('offers the authenticator and e-mail, Telegram only with a bot token; lists nothing active at first', async () => {
      const user = await signedInUser(h().server, h().api);
      const calls = twoFa(h().api, user.token);
      expect((await calls.available()).body).toEqual({ data: { types: ['GOOGLE_AUTHENTICATOR', 'EMAIL'] } });
      expect((await calls.tokens()).body).toEqual({ data: { tokens: [] } });
      expect((await calls.onlyDeactivate()).body).toEqual({ data: { types: [] } });
      const telegram = await calls.create('TELEGRAM', '4242');
      expect(telegram.status).toBe(400);
      expect(telegram.body).toEqual({
        errors: [{ code: 'validation_error', fieldName: 'type', errors: ['invalid_value'] }],
      });
    });

    it('authenticator: the secret and an otpauth URI, sealed at rest; three wrong codes, then confirmation_code_error', async () => {
      const clock = await serviceClock(h());
      const user = await signedInUser(h().server, h().api);
      const calls = twoFa(h().api, user.token);
      const created = await calls.create('GOOGLE_AUTHENTICATOR');
      expect(created.status).toBe(200);
      const { CODE, QR_PAYLOAD } = created.body.data.result;
      expect(CODE).toMatch(/^[A-Z2-7]{32}$/);
      const uri = new URL(QR_PAYLOAD);
      expect(`${uri.protocol}//${uri.host}${decodeURIComponent(uri.pathname)}`).toBe(
        `otpauth://totp/Passport:${user.email}`,
      );
      expect(Object.fromEntries(uri.searchParams)).toMatchObject({ issuer: 'Passport', secret: CODE });
      const row = await clock.ctx.db
        .selectFrom('two_fa_tokens')
        .selectAll()
        .where('type', '=', 'GOOGLE_AUTHENTICATOR')
        .where('secret', 'is not', null)
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      expect(row.secret).toMatch(/^v1\./);
      expect(JSON.stringify(row)).not.toContain(CODE);

      const wrong = totpCodeAt(CODE, clock.now() - 10 * 60_000);
      for (let i = 0; i < 3; i++) {
        expect((await calls.confirm('GOOGLE_AUTHENTICATOR', wrong)).body).toEqual({
          errors: [{ code: 'invalid_confirmation_code' }],
        });
      }
      const late = await calls.confirm('GOOGLE_AUTHENTICATOR', totpCodeAt(CODE, clock.now()));
      expect(late.body).toEqual({ errors: [{ code: 'confirmation_code_error' }] });
      expect((await calls.tokens()).body.data.tokens).toEqual([]);
    });

    it('authenticator: asked again after three wrong codes, the same secret with three fresh tries', async () => {
      const clock = await serviceClock(h());
      const user = await signedInUser(h().server, h().api);
      const calls = twoFa(h().api, user.token);
      const { CODE } = (await calls.create('GOOGLE_AUTHENTICATOR')).body.data.result;
      const wrong = totpCodeAt(CODE, clock.now() - 10 * 60_000);
      for (let i = 0; i < 3; i++) await calls.confirm('GOOGLE_AUTHENTICATOR', wrong);
      // The app already holds this secret: the wizard's Back or a reload must not make the user scan again.
      const again = await calls.create('GOOGLE_AUTHENTICATOR');
      expect(again.body.data.result.CODE).toBe(CODE);
      const confirmed = (await calls.confirm('GOOGLE_AUTHENTICATOR', nextTotp(clock, CODE))).body;
      expect(confirmed.data.recoveryCodes).toHaveLength(10);
    });

    it('authenticator: on, recorded and announced; one method at a time; off with a code, once', async () => {
      const clock = await serviceClock(h());
      const user = await signedInUser(h().server, h().api);
      const calls = twoFa(h().api, user.token);
      const secret = await activateGoogle(h(), clock, user.token);
      expect((await calls.tokens()).body).toEqual({
        data: { tokens: [{ tokenType: 'GOOGLE_AUTHENTICATOR' }] },
      });
      const notice = await waitForMail(h().server.dataDir, user.email, /turned on/);
      expect(notice.subject).toBe('Two-factor authentication turned on');
      expect(notice.text).toContain('authenticator app');
      expect(notice.text).toContain('If this was not you');
      const events = await clock.ctx.db
        .selectFrom('security_events')
        .select(['kind', 'detail', 'actor'])
        .innerJoin('users', 'users.id', 'security_events.user_id')
        .where('users.email', '=', user.email)
        .execute();
      expect(events).toEqual([{ kind: 'two_fa_enabled', detail: 'GOOGLE_AUTHENTICATOR', actor: 'user' }]);

      for (const type of ['GOOGLE_AUTHENTICATOR', 'EMAIL']) {
        const again = await calls.create(type, user.email);
        expect(again.status).toBe(409);
        expect(again.body).toEqual({ errors: [{ code: 'two_fa_already_enabled' }] });
      }
      expect((await calls.deactivate('EMAIL')).body).toEqual({ errors: [{ code: 'not_found' }] });

      expect((await calls.deactivate('GOOGLE_AUTHENTICATOR')).body).toEqual({ data: {} });
      const wrong = await calls.deactivateConfirm('GOOGLE_AUTHENTICATOR', '000000');
      expect(wrong.body).toEqual({ errors: [{ code: 'invalid_confirmation_code' }] });
      const code = nextTotp(clock, secret);
      expect((await calls.deactivateConfirm('GOOGLE_AUTHENTICATOR', code)).body).toEqual({ data: {} });
      expect((await calls.tokens()).body.data.tokens).toEqual([]);
      expect((await calls.deactivateConfirm('GOOGLE_AUTHENTICATOR', code)).body).toEqual({
        errors: [{ code: 'not_found' }],
      });
      await waitForMail(h().server.dataDir, user.email, /turned off/);
      expect((await passwordGrant(h().api, user.email)).body.authentication_status).toBe('SUCCESS');
    });

    it('e-mail: only the profile address; a code a minute at most, valid five minutes, three tries', async () => {
      const clock = await serviceClock(h());
      const user = await signedInUser(h().server, h().api);
      const calls = twoFa(h().api, user.token);
      expect((await calls.create('EMAIL', 'someone.else@example.com')).body).toEqual({
        errors: [{ code: 'validation_error', fieldName: 'data', errors: ['invalid_value'] }],
      });
      expect((await calls.create('EMAIL', '')).body).toEqual({
        errors: [{ code: 'validation_error', fieldName: 'data', errors: ['required'] }],
      });

      expect((await calls.create('EMAIL', user.email.toUpperCase())).body).toEqual({
        data: { result: null },
      });
      const first = await mailedCode(h().server.dataDir, user.email, ACTIVATE_MAIL, 1);
      // Within the minute the code already sent stands: nothing new is mailed.
      clock.advance(30_000);
      expect((await calls.create('EMAIL', user.email)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await mailsTo(h().server.dataDir, user.email, ACTIVATE_MAIL)).toHaveLength(1);
      // Five minutes after sending, it has expired (the session proves itself again: step-up).
      clock.advance(4.5 * 60_000);
      await reauthenticate(h().api, user.token);
      expect((await calls.confirm('EMAIL', first)).body).toEqual({
        errors: [{ code: 'confirmation_code_error' }],
      });

      expect((await calls.create('EMAIL', user.email)).status).toBe(200);
      const second = await mailedCode(h().server.dataDir, user.email, ACTIVATE_MAIL, 2);
      expect(second).toMatch(/^\d{6}$/);
      const wrong = second === '000000' ? '111111' : '000000';
      expect((await calls.confirm('EMAIL', wrong)).body.errors[0].code).toBe('invalid_confirmation_code');
      expect((await calls.confirm('EMAIL', second)).body).toEqual({
        data: { recoveryCodes: expect.any(Array) },
      });
      expect((await calls.tokens()).body.data.tokens).toEqual([{ tokenType: 'EMAIL' }]);

      // Turning it off mails a code of its own.
      expect((await calls.deactivate('EMAIL')).body).toEqual({ data: {} });
      const off = await mailedCode(h().server.dataDir, user.email, DEACTIVATE_MAIL, 1);
      expect((await calls.deactivateConfirm('EMAIL', off)).body).toEqual({ data: {} });
      expect((await calls.tokens()).body.data.tokens).toEqual([]);
    });

    it('keeps each method’s setup apart: starting another wizard does not spend the first one’s code', async () => {
      const clock = await serviceClock(h());
      const user = await signedInUser(h().server, h().api);
      const calls = twoFa(h().api, user.token);
      await calls.create('EMAIL', user.email);
      const code = await mailedCode(h().server.dataDir, user.email, ACTIVATE_MAIL, 1);
      expect((await calls.create('GOOGLE_AUTHENTICATOR')).status).toBe(200);
      clock.advance(10_000);
      // Back to the e-mail wizard within the minute: the code already sent stands.
      expect((await calls.create('EMAIL', user.email)).status).toBe(200);
      expect((await calls.confirm('EMAIL', code)).body).toEqual({
        data: { recoveryCodes: expect.any(Array) },
      });
    });

    it('never grants more than three tries to concurrent wrong codes', async () => {
      await serviceClock(h());
      const user = await signedInUser(h().server, h().api);
      const calls = twoFa(h().api, user.token);
      await calls.create('EMAIL', user.email);
      const code = await mailedCode(h().server.dataDir, user.email, ACTIVATE_MAIL, 1);
      const wrong = code === '000000' ? '111111' : '000000';
      const answers = await Promise.all(Array.from({ length: 12 }, () => calls.confirm('EMAIL', wrong)));
      const codes = answers.map((a) => a.body.errors[0].code);
      expect(codes.filter((c) => c === 'invalid_confirmation_code')).toHaveLength(3);
      expect(codes.filter((c) => c === 'confirmation_code_error')).toHaveLength(9);
      expect((await calls.confirm('EMAIL', code)).body).toEqual({
        errors: [{ code: 'confirmation_code_error' }],
      });
    });

    it('after three wrong codes, asking again within the minute sends a fresh code that works', async () => {
      const clock = await serviceClock(h());
      const user = await signedInUser(h().server, h().api);
      const calls = twoFa(h().api, user.token);
      await activateEmail(h(), user.token, user.email);
      expect((await calls.deactivate('EMAIL')).status).toBe(200);
      const first = await mailedCode(h().server.dataDir, user.email, DEACTIVATE_MAIL, 1);
      const wrong = first === '000000' ? '111111' : '000000';
      for (let i = 0; i < 3; i++) await calls.deactivateConfirm('EMAIL', wrong);
      // The popup reopened ten seconds later: the spent challenge must not stand for the rest of the minute.
      clock.advance(10_000);
      expect((await calls.deactivate('EMAIL')).body).toEqual({ data: {} });
      const second = await mailedCode(h().server.dataDir, user.email, DEACTIVATE_MAIL, 2);
      expect((await calls.deactivateConfirm('EMAIL', second)).body).toEqual({ data: {} });
    });

    it('caps the codes an account is sent per day, silently', async () => {
      const clock = await serviceClock(h());
      const user = await signedInUser(h().server, h().api);
      const calls = twoFa(h().api, user.token);
      for (let i = 1; i <= 20; i++) {
        // Twenty minutes of asking outlast the login's step-up proof: it is renewed on the way.
        if (i % 4 === 0) await reauthenticate(h().api, user.token);
        expect((await calls.create('EMAIL', user.email)).status).toBe(200);
        clock.advance(61_000);
      }
      await reauthenticate(h().api, user.token);
      await mailedCode(h().server.dataDir, user.email, ACTIVATE_MAIL, 20);
      const before = await countMails(h().server.dataDir, user.email);
      expect((await calls.create('EMAIL', user.email)).body).toEqual({ data: { result: null } });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await countMails(h().server.dataDir, user.email)).toBe(before);
    });

    it('turning the factor off ends the half logins in flight', async () => {
      const clock = await serviceClock(h());
      const user = await signedInUser(h().server, h().api);
      const secret = await activateGoogle(h(), clock, user.token);
      const half = (await passwordGrant(h().api, user.email)).body.access_token;
      const calls = twoFa(h().api, user.token);
      expect((await calls.deactivate('GOOGLE_AUTHENTICATOR')).status).toBe(200);
      expect((await calls.deactivateConfirm('GOOGLE_AUTHENTICATOR', nextTotp(clock, secret))).status).toBe(
        200,
      );
      const step = await h().api.form(
        '/oauth/token',
        { grant_type: 'oauth_token', oauth_token: half, otp: nextTotp(clock, secret) },
        { ip: uniqueIp() },
      );
      expect(step.body.error).toBe('invalid_token');
    });
  },
  { inProcess: true },
);
