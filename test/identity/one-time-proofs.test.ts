import { randomBytes } from 'node:crypto';

import { newTotpSecret, totpCodeAt } from '../../lib/identity/crypto/totp';
import { uniqueIp } from './api-client';
import { describeBackends } from './describe-backends';
import { confirmationCode, login, register, signedInUser } from './flows';
import { extractCode, waitForMail } from './mailbox';
import { startTelegramStandIn, type TelegramStandIn } from './telegram-stand-in';
import {
  activateEmail,
  activateGoogle,
  LOGIN_MAIL,
  mailedCode,
  nextTotp,
  passwordGrant,
  secondStep,
  serviceClock,
  twoFa,
} from './two-fa-helpers';

// Tests that would have caught the deliberate breaks of issue 19: every one-time proof counts once,
// a wrong authenticator code is refused by the code check itself, link lifetimes run on the service
// clock, a QR payload is bound to its browser, and a logout ends the session and its product tokens.

// The lifetimes SPEC §9 gives, written out: a test reading the service's own constants would follow a
// broken one (a 10-year link) instead of catching it.
const CONFIRMATION_LINK_MS = 24 * 60 * 60 * 1000;
const RESET_LINK_MS = 60 * 60 * 1000;

let telegram: TelegramStandIn;
beforeAll(async () => {
  telegram = await startTelegramStandIn();
});
afterAll(() => telegram.close());

describeBackends(
  'one-time proofs',
  (h) => {
    it('a mailed login code opens one login: used, it opens no later one', async () => {
      const clock = await serviceClock(h());
      const user = await signedInUser(h().server, h().api);
      await activateEmail(h(), user.token, user.email);
      const first = (await passwordGrant(h().api, user.email)).body.access_token;
      const code = await mailedCode(h().server.dataDir, user.email, LOGIN_MAIL, 1);
      expect((await secondStep(h().api, first, code)).body.authentication_status).toBe('SUCCESS');
      // A new login, within the minute and after it: the used code is refused both times.
      const second = (await passwordGrant(h().api, user.email)).body.access_token;
      expect((await secondStep(h().api, second, code)).body.error).toBe('incorrect_otp');
      clock.advance(61_000);
      const third = (await passwordGrant(h().api, user.email)).body.access_token;
      expect((await secondStep(h().api, third, code)).body.error).toBe('incorrect_otp');
    });

    it('a Telegram login code opens one login: used, it opens no later one', async () => {
      const clock = await serviceClock(h());
      const user = await signedInUser(h().server, h().api);
      const chat = String(7_000_000 + Math.floor(Math.random() * 1_000_000));
      const calls = twoFa(h().api, user.token);
      expect((await calls.create('TELEGRAM', chat)).status).toBe(200);
      expect((await calls.confirm('TELEGRAM', await telegram.codeIn(chat, /turn on/, 1))).status).toBe(200);
      const first = (await passwordGrant(h().api, user.email)).body.access_token;
      const code = await telegram.codeIn(chat, /log in/, 1);
      expect((await secondStep(h().api, first, code)).body.authentication_status).toBe('SUCCESS');
      const second = (await passwordGrant(h().api, user.email)).body.access_token;
      expect((await secondStep(h().api, second, code)).body.error).toBe('incorrect_otp');
      clock.advance(61_000);
      const third = (await passwordGrant(h().api, user.email)).body.access_token;
      expect((await secondStep(h().api, third, code)).body.error).toBe('incorrect_otp');
    });

    it('an authenticator code counts once: its step reused on a new login is refused', async () => {
      const clock = await serviceClock(h());
      const user = await signedInUser(h().server, h().api);
      const secret = await activateGoogle(h(), clock, user.token);
      const code = nextTotp(clock, secret);
      const first = (await passwordGrant(h().api, user.email)).body.access_token;
      expect((await secondStep(h().api, first, code)).body.authentication_status).toBe('SUCCESS');
      const second = (await passwordGrant(h().api, user.email)).body.access_token;
      expect((await secondStep(h().api, second, code)).body.error).toBe('incorrect_otp');
    });

    it('wrong authenticator codes are refused by the check itself: another secret’s code, a code two steps ahead', async () => {
      const clock = await serviceClock(h());
      // Two wrong codes per account (a third would bring the captcha gate); each on a fresh half login
      // and a step never used, so the replay guard has nothing to refuse.
      const account = async () => {
        const user = await signedInUser(h().server, h().api);
        const secret = await activateGoogle(h(), clock, user.token);
        const tryCode = async (code: string) => {
          const half = (await passwordGrant(h().api, user.email)).body.access_token as string;
          return (await secondStep(h().api, half, code)).body;
        };
        return { secret, tryCode };
      };
      const one = await account();
      const two = await account();
      clock.advance(30_000);
      const now = clock.now();
      const wrong = [
        [one, totpCodeAt(newTotpSecret(), now)],
        [one, totpCodeAt(one.secret, now + 60_000)],
        [two, totpCodeAt(two.secret, now - 60_000)],
        [two, String((Number(totpCodeAt(two.secret, now)) + 1) % 1_000_000).padStart(6, '0')],
      ] as const;
      for (const [who, code] of wrong) expect((await who.tryCode(code)).error).toBe('incorrect_otp');
      // The right code of this very step still works for both: the refusals were the codes', not the step's.
      for (const who of [one, two]) {
        expect((await who.tryCode(totpCodeAt(who.secret, now))).authentication_status).toBe('SUCCESS');
      }
    });

    it('a confirmation link counts once, and lives 24 hours on the service clock', async () => {
      const clock = await serviceClock(h());
      const confirm = (code: string) =>
        h().api.json('POST', '/v1/registration/confirm', { code }, { ip: uniqueIp() });
      const early = await register(h().api);
      const late = await register(h().api);
      const earlyCode = await confirmationCode(h().server, early.email);
      const lateCode = await confirmationCode(h().server, late.email);
      clock.advance(CONFIRMATION_LINK_MS - 60_000);
      expect((await confirm(earlyCode)).status).toBe(200);
      expect((await confirm(earlyCode)).body).toEqual({ errors: [{ code: 'invalid_confirmation_code' }] });
      clock.advance(2 * 60_000);
      expect((await confirm(lateCode)).body).toEqual({ errors: [{ code: 'invalid_confirmation_code' }] });
    });

    it('a reset link counts once, and lives 1 hour on the service clock', async () => {
      const clock = await serviceClock(h());
      const users = [await signedInUser(h().server, h().api), await signedInUser(h().server, h().api)];
      const codes: string[] = [];
      for (const user of users) {
        await h().api.json(
          'POST',
          '/v1/password/reset',
          { email: user.email },
          { basic: true, ip: uniqueIp() },
        );
        codes.push(
          extractCode(
            await waitForMail(h().server.dataDir, user.email, /\/password\/reset\//),
            'password/reset',
          ),
        );
      }
      const reset = (code: string, password: string) =>
        h().api.json('POST', '/v1/password/reset/confirm', { code, password }, { ip: uniqueIp() });
      clock.advance(RESET_LINK_MS - 60_000);
      expect((await reset(codes[0]!, 'Fresh-pa55')).status).toBe(200);
      expect((await reset(codes[0]!, 'Other-pa55')).body).toEqual({
        errors: [{ code: 'invalid_confirmation_code' }],
      });
      clock.advance(2 * 60_000);
      expect((await reset(codes[1]!, 'Fresh-pa55')).body).toEqual({
        errors: [{ code: 'invalid_confirmation_code' }],
      });
      expect(await login(h().api, users[1]!.email)).toBeTruthy();
    });

    it('a QR payload is redeemed by the browser that asked for it only, once — another browser’s value never', async () => {
      const owner = randomBytes(18).toString('base64url');
      const generated = await h().api.get('/oauth/qr/generate', {
        basic: true,
        ip: uniqueIp(),
        query: { browser: owner },
      });
      const code = generated.body.data.payload as string;
      const poll = (browser: string) =>
        h().api.form('/oauth/token', { grant_type: 'qr_code', code, browser }, { ip: uniqueIp() });
      const thieves = [
        randomBytes(18).toString('base64url'),
        `${owner.slice(0, -1)}A`,
        '',
        owner.toUpperCase(),
      ];
      // Before approval the thief is not even told to wait…
      for (const thief of thieves.filter((t) => t && t !== owner))
        expect((await poll(thief)).status).toBe(401);
      const phone = await signedInUser(h().server, h().api);
      expect(
        (await h().api.json('POST', '/v1/qr/approve', { code }, { token: phone.token, ip: uniqueIp() }))
          .status,
      ).toBe(200);
      // …and after it, polling first, gets nothing either: the owner's login is still there to take.
      for (const thief of thieves.filter((t) => t && t !== owner)) {
        const stolen = await poll(thief);
        expect([thief, stolen.status, stolen.body.error]).toEqual([thief, 401, 'invalid_token']);
      }
      const granted = await poll(owner);
      expect(granted.body.authentication_status).toBe('SUCCESS');
      expect((await poll(owner)).body.error).toBe('invalid_token');
    });

    it('a logout makes check_token answer inactive for the session and every product token minted from it', async () => {
      const user = await signedInUser(h().server, h().api);
      const exchange = (audience: string) =>
        h().api.form(
          '/oauth/token',
          {
            grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
            subject_token: user.token,
            subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
            audience,
          },
          { ip: uniqueIp() },
        );
      const products = [
        (await exchange('PLATINWORLD')).body.access_token,
        (await exchange('ULTIMA')).body.access_token,
      ];
      const check = (token: string) => h().api.form('/oauth/check_token', { token });
      for (const token of [user.token, ...products]) expect((await check(token)).body.active).toBe(true);
      expect((await h().api.delete('/oauth/token/revoke', { token: user.token })).status).toBe(200);
      for (const token of [user.token, ...products]) {
        const answer = await check(token);
        expect([answer.status, answer.body]).toEqual([
          401,
          { error: 'invalid_token', error_description: 'Token is not active' },
        ]);
      }
    });
  },
  { env: () => telegram.env, inProcess: true },
);
