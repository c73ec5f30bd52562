import { randomBytes } from 'node:crypto';

import { emailKey } from '../../lib/identity/domain/accounts/email-key';
import { isLocked, recordLoginFailure } from '../../lib/identity/domain/sign-in/login-guard';
import { LOCK_AFTER_FAILED_LOGINS } from '../../lib/identity/identity-policy';
import { uniqueIp } from './api-client';
import { describeBackends, type Harness } from './describe-backends';
import { signedInUser } from './flows';
import { mailsTo, waitForMail } from './mailbox';
import { softwareAuthenticator } from './software-authenticator';
import { activateGoogle, nextTotp, passwordGrant, secondStep, serviceClock, twoFa } from './two-fa-helpers';

const browser = () => randomBytes(18).toString('base64url');

async function addPasskey(h: Harness, token: string, authenticator = softwareAuthenticator()) {
  const options = await h.api.json(
    'POST',
    '/v1/passkeys/registration/options',
    {},
    { token, ip: uniqueIp() },
  );
  expect(options.status).toBe(200);
  const added = await h.api.json(
    'POST',
    '/v1/passkeys/registration/verify',
    { response: authenticator.register(options.body.data), name: 'Laptop' },
    { token, ip: uniqueIp() },
  );
  expect(added.status).toBe(200);
  return authenticator;
}

async function passkeySignIn(
  h: Harness,
  authenticator: ReturnType<typeof softwareAuthenticator>,
  opts: { binding?: string; application?: string; verified?: boolean; otherBrowser?: boolean } = {},
) {
  const binding = opts.binding ?? browser();
  const options = await h.api.json(
    'POST',
    '/v1/passkeys/authentication/options',
    { browser: binding },
    { basic: true, ip: uniqueIp() },
  );
  expect(options.status).toBe(200);
  const response = authenticator.assert(options.body.data, { verified: opts.verified });
  const answer = await h.api.json(
    'POST',
    '/v1/passkeys/authentication/verify',
    { browser: opts.otherBrowser ? browser() : binding, response, application: opts.application },
    { basic: true, ip: uniqueIp() },
  );
  return { answer, response, binding };
}

describeBackends(
  'passkeys',
  (h) => {
    it('a passkey added after step-up signs in as both factors, for the portal and a linked product', async () => {
      const clock = await serviceClock(h());
      const user = await signedInUser(h().server, h().api);
      await activateGoogle(h(), clock, user.token);
      const authenticator = await addPasskey(h(), user.token);

      const list = await h().api.get('/v1/passkeys', { token: user.token });
      expect(list.body.data.passkeys).toEqual([
        { id: authenticator.id, name: 'Laptop', createdAt: expect.any(Number), lastUsedAt: null },
      ]);

      const { answer } = await passkeySignIn(h(), authenticator);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({
        authentication_status: 'SUCCESS',
        scope: 'USER',
        device_token: expect.any(String),
      });
      expect((await h().api.get('/v1/user', { token: answer.body.data.access_token })).status).toBe(200);
      // The security centre lists the browser as a device signed in with a passkey.
      const devices = await h().api.get('/v1/sessions', { token: answer.body.data.access_token });
      expect(devices.body.data.sessions).toContainEqual(
        expect.objectContaining({ current: true, method: 'passkey' }),
      );

      const product = await passkeySignIn(h(), authenticator, { application: 'platinworld' });
      const info = await h().api.form(
        '/oauth/check_token',
        {},
        { query: { token: product.answer.body.data.access_token } },
      );
      expect(info.body).toMatchObject({ authentication_status: 'SUCCESS', application: 'PLATINWORLD' });
      const used = await h().api.get('/v1/passkeys', { token: user.token });
      expect(used.body.data.passkeys[0].lastUsedAt).toEqual(expect.any(Number));
    });

    it('signs in while failed passwords hold the account locked', async () => {
      const clock = await serviceClock(h());
      const user = await signedInUser(h().server, h().api);
      const authenticator = await addPasskey(h(), user.token);
      const key = emailKey(user.email);
      for (let i = 0; i < LOCK_AFTER_FAILED_LOGINS; i++)
        await recordLoginFailure(clock.ctx, { key, ip: uniqueIp() });
      expect(await isLocked(clock.ctx, key)).toBe(true);
      const { answer } = await passkeySignIn(h(), authenticator);
      expect(answer.body.data.authentication_status).toBe('SUCCESS');
    });

    it('refuses a replayed assertion, another browser, and no user verification', async () => {
      const user = await signedInUser(h().server, h().api);
      const authenticator = await addPasskey(h(), user.token);
      const first = await passkeySignIn(h(), authenticator);
      expect(first.answer.status).toBe(200);
      const replay = await h().api.json(
        'POST',
        '/v1/passkeys/authentication/verify',
        { browser: first.binding, response: first.response },
        { basic: true, ip: uniqueIp() },
      );
      expect(replay.body).toEqual({ errors: [{ code: 'bad_credentials' }] });
      expect((await passkeySignIn(h(), authenticator, { otherBrowser: true })).answer.body).toEqual({
        errors: [{ code: 'bad_credentials' }],
      });
      expect((await passkeySignIn(h(), authenticator, { verified: false })).answer.body).toEqual({
        errors: [{ code: 'bad_credentials' }],
      });
    });

    it('registration needs step-up and user verification; removal refuses the passkey at once', async () => {
      const clock = await serviceClock(h());
      const user = await signedInUser(h().server, h().api);
      const options = await h().api.json(
        'POST',
        '/v1/passkeys/registration/options',
        {},
        { token: user.token },
      );
      const unverified = await h().api.json(
        'POST',
        '/v1/passkeys/registration/verify',
        { response: softwareAuthenticator().register(options.body.data, { verified: false }) },
        { token: user.token },
      );
      expect(unverified.body).toEqual({ errors: [{ code: 'invalid_confirmation_code' }] });

      const authenticator = await addPasskey(h(), user.token);
      const renamed = await h().api.json(
        'PATCH',
        `/v1/passkeys/${authenticator.id}`,
        { name: 'Phone' },
        { token: user.token },
      );
      expect(renamed.status).toBe(200);
      clock.advance(6 * 60_000);
      const late = await h().api.delete(`/v1/passkeys/${authenticator.id}`, { token: user.token });
      expect(late.body).toEqual({ errors: [{ code: 'reauth_required' }] });
      clock.advance(-6 * 60_000);
      const removed = await h().api.delete(`/v1/passkeys/${authenticator.id}`, { token: user.token });
      expect(removed.status).toBe(200);
      expect((await passkeySignIn(h(), authenticator)).answer.body).toEqual({
        errors: [{ code: 'not_found' }],
      });
    });

    it('recovery codes: ten at activation, one stands in for the OTP once, the owner is told and warned at 3', async () => {
      const clock = await serviceClock(h());
      const user = await signedInUser(h().server, h().api);
      const calls = twoFa(h().api, user.token);
      const created = await calls.create('GOOGLE_AUTHENTICATOR');
      const secret = created.body.data.result.CODE as string;
      const confirmed = await calls.confirm('GOOGLE_AUTHENTICATOR', nextTotp(clock, secret));
      const codes = confirmed.body.data.recoveryCodes as string[];
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      expect((await h().api.get('/v1/recovery-codes', { token: user.token })).body.data).toEqual({
        remaining: 10,
      });

      const half = (await passwordGrant(h().api, user.email)).body.access_token;
      const done = await secondStep(h().api, half, codes[0]!.toUpperCase());
      expect(done.body.authentication_status).toBe('SUCCESS');
      await waitForMail(h().server.dataDir, user.email, /Unused codes left: 9/);
      const again = (await passwordGrant(h().api, user.email)).body.access_token;
      expect((await secondStep(h().api, again, codes[0]!)).body.error).toBe('incorrect_otp');

      for (const code of codes.slice(1, 7)) {
        const next = (await passwordGrant(h().api, user.email)).body.access_token;
        expect((await secondStep(h().api, next, code)).body.authentication_status).toBe('SUCCESS');
      }
      const low = await waitForMail(h().server.dataDir, user.email, /Unused codes left: 3/);
      expect(low.text).toMatch(/Only 3 recovery codes are left/);
      expect(await mailsTo(h().server.dataDir, user.email, /Only 3 recovery codes/)).toHaveLength(1);

      const regenerated = await h().api.json('POST', '/v1/recovery-codes', {}, { token: user.token });
      const fresh = regenerated.body.data.codes as string[];
      expect(fresh).toHaveLength(10);
      const old = (await passwordGrant(h().api, user.email)).body.access_token;
      expect((await secondStep(h().api, old, codes[8]!)).body.error).toBe('incorrect_otp');

      // The phone is lost: a recovery code turns the factor off, and the codes go with it.
      await calls.deactivate('GOOGLE_AUTHENTICATOR');
      const off = await h().api.json(
        'POST',
        '/v1/two-fa/tokens/deactivate/confirm',
        { type: 'GOOGLE_AUTHENTICATOR', recoveryCode: fresh[0] },
        { token: user.token },
      );
      expect(off.status).toBe(200);
      expect((await calls.tokens()).body.data.tokens).toEqual([]);
      expect((await h().api.get('/v1/recovery-codes', { token: user.token })).body.data).toEqual({
        remaining: 0,
      });
    });
  },
  { inProcess: true },
);
