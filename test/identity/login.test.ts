import { createOAuthClient } from '../../lib/identity/domain/clients/create-oauth-client';
import { freshCaptcha } from './altcha-solver';
import { GOOD_PASSWORD, uniqueEmail, uniqueIp } from './api-client';
import { describeBackends, type Harness } from './describe-backends';
import { login, register, registerConfirmed, signedInUser } from './flows';
import { serviceContext } from './in-process';
import { extractCode, waitForMail } from './mailbox';

const altcha = (h: Harness, ip: string) => freshCaptcha(h.api, ip);

describeBackends('POST /oauth/token (password grant)', (h) => {
  it('issues an opaque bearer token with the SPEC §7 fields', async () => {
    const user = await registerConfirmed(h().server, h().api);
    const res = await h().api.form(
      '/oauth/token',
      {
        grant_type: 'password',
        username: ` ${user.email.toUpperCase()} `,
        password: GOOD_PASSWORD,
        application: 'platinworld',
      },
      { ip: uniqueIp() },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({
      access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      token_type: 'bearer',
      scope: 'USER',
      authentication_status: 'SUCCESS',
      two_fa_type: null,
      expires_in: 86_400,
      device_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const ctx = await serviceContext(h().server);
    const stored = await ctx!.db.selectFrom('access_tokens').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(res.body.access_token);
  });

  it('refuses a missing or wrong client with 401 access_denied', async () => {
    const none = await h().api.form(
      '/oauth/token',
      { grant_type: 'password', username: 'a@b.cd', password: 'x' },
      { basic: false, ip: uniqueIp() },
    );
    expect(none.status).toBe(401);
    expect(none.body.error).toBe('access_denied');
    const wrong = await h().api.form(
      '/oauth/token',
      { grant_type: 'password', username: 'a@b.cd', password: 'x' },
      { basic: { id: 'passport-portal', secret: 'wrong' }, ip: uniqueIp() },
    );
    expect(wrong.status).toBe(401);
  });

  it('answers invalid_request for a missing or unknown grant, missing fields, or a body that is not a form', async () => {
    const missing = await h().api.form('/oauth/token', { username: 'a@b.cd' }, { ip: uniqueIp() });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('invalid_request');
    const unknown = await h().api.form(
      '/oauth/token',
      { grant_type: 'client_credentials' },
      { ip: uniqueIp() },
    );
    expect(unknown.body.error).toBe('invalid_request');
    const noPassword = await h().api.form(
      '/oauth/token',
      { grant_type: 'password', username: 'a@b.cd' },
      { ip: uniqueIp() },
    );
    expect(noPassword.body).toEqual({ error: 'invalid_request', error_description: 'password: required' });
    const json = await h().api.json(
      'POST',
      '/oauth/token',
      { grant_type: 'password' },
      { basic: true, ip: uniqueIp() },
    );
    expect(json.body.error).toBe('invalid_request');
  });

  it('answers bad_credentials alike for a wrong password and an unknown e-mail', async () => {
    const user = await registerConfirmed(h().server, h().api);
    const wrong = await h().api.form(
      '/oauth/token',
      { grant_type: 'password', username: user.email, password: 'Wrong1!aa' },
      { ip: uniqueIp() },
    );
    const unknown = await h().api.form(
      '/oauth/token',
      { grant_type: 'password', username: uniqueEmail(), password: 'Wrong1!aa' },
      { ip: uniqueIp() },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: 'bad_credentials', error_description: 'Bad credentials' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('says user_disabled only to someone with the right password of an unconfirmed account', async () => {
    const user = await register(h().api);
    const right = await h().api.form(
      '/oauth/token',
      { grant_type: 'password', username: user.email, password: GOOD_PASSWORD },
      { ip: uniqueIp() },
    );
    expect(right.body).toEqual({ error: 'user_disabled', error_description: 'User is disabled' });
    const wrong = await h().api.form(
      '/oauth/token',
      { grant_type: 'password', username: user.email, password: 'Wrong1!aa' },
      { ip: uniqueIp() },
    );
    expect(wrong.body.error).toBe('bad_credentials');
  });

  it('answers "locked" for an unknown address that failed as often as a locked account (no enumeration)', async () => {
    const email = `nobody-${Date.now()}@passport.test`;
    const attempt = async () =>
      h().api.form(
        '/oauth/token',
        {
          grant_type: 'password',
          username: email,
          password: 'Wrong1!aa',
          google_recaptcha_v2: await altcha(h(), uniqueIp()),
        },
        { ip: uniqueIp() },
      );
    for (let i = 0; i < 10; i++) expect((await attempt()).body.error).toBe('bad_credentials');
    expect((await attempt()).body.error).toBe('user_account_locked');
  });

  it('refuses an unknown application', async () => {
    const res = await h().api.form(
      '/oauth/token',
      { grant_type: 'password', username: 'a@b.cd', password: 'x', application: 'mars' },
      { ip: uniqueIp() },
    );
    expect(res.body.error).toBe('unsupported_application');
  });

  it('demands a captcha after 3 failures for an e-mail, locks after 10, and a password reset unlocks at once', async () => {
    const user = await registerConfirmed(h().server, h().api);
    const attempt = (password: string, captcha?: string) =>
      h().api.form(
        '/oauth/token',
        { grant_type: 'password', username: user.email, password, google_recaptcha_v2: captcha },
        { ip: uniqueIp() },
      );
    for (let i = 0; i < 3; i++) expect((await attempt('Wrong1!aa')).body.error).toBe('bad_credentials');
    expect((await attempt(GOOD_PASSWORD)).body.error).toBe('google_recaptcha_v2_required');
    expect((await attempt(GOOD_PASSWORD, 'forged')).body.error).toBe('invalid_recaptcha');
    for (let i = 3; i < 10; i++) {
      expect((await attempt('Wrong1!aa', await altcha(h(), uniqueIp()))).body.error).toBe('bad_credentials');
    }
    const locked = await attempt(GOOD_PASSWORD, await altcha(h(), uniqueIp()));
    expect(locked.body).toEqual({
      error: 'user_account_locked',
      error_description: 'User account is locked',
    });
    // Past the lock a wrong password gets the same answer: guessing on learns nothing.
    const guessed = await attempt('Wrong1!bb', await altcha(h(), uniqueIp()));
    expect(guessed.body.error).toBe('user_account_locked');

    await h().api.json('POST', '/v1/password/reset', { email: user.email }, { basic: true, ip: uniqueIp() });
    const code = extractCode(
      await waitForMail(h().server.dataDir, user.email, /password\/reset/),
      'password/reset',
    );
    const reset = await h().api.json(
      'POST',
      '/v1/password/reset/confirm',
      { code, password: 'N3w-pass!' },
      { ip: uniqueIp() },
    );
    expect(reset.status).toBe(200);
    const back = await attempt('N3w-pass!', await altcha(h(), uniqueIp()));
    expect(back.body.authentication_status).toBe('SUCCESS');
  });

  it('demands a captcha after 20 failures from one IP, whatever the e-mail', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 20; i++) {
      await h().api.form(
        '/oauth/token',
        { grant_type: 'password', username: uniqueEmail(), password: 'Wrong1!aa' },
        { ip },
      );
    }
    const user = await registerConfirmed(h().server, h().api);
    const res = await h().api.form(
      '/oauth/token',
      { grant_type: 'password', username: user.email, password: GOOD_PASSWORD },
      { ip },
    );
    expect(res.body.error).toBe('google_recaptcha_v2_required');
  });

  it('limits token requests per IP with 429 and Retry-After', async () => {
    const ip = uniqueIp();
    let res;
    for (let i = 0; i < 31; i++)
      res = await h().api.form('/oauth/token', { grant_type: 'oauth_token', oauth_token: 'x' }, { ip });
    expect(res!.status).toBe(429);
    expect(res!.body.error).toBe('too_many_requests');
    expect(Number(res!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describeBackends('POST /oauth/token (oauth_token grant: second factor)', (h) => {
  // The second step with real methods is tested in two-fa-login.test.ts.
  it('refuses an unknown or SUCCESS token with invalid_token', async () => {
    const unknown = await h().api.form(
      '/oauth/token',
      { grant_type: 'oauth_token', oauth_token: 'nope', otp: '123456' },
      { ip: uniqueIp() },
    );
    expect(unknown.body.error).toBe('invalid_token');
    const user = await signedInUser(h().server, h().api);
    const success = await h().api.form(
      '/oauth/token',
      { grant_type: 'oauth_token', oauth_token: user.token, otp: '123456' },
      { ip: uniqueIp() },
    );
    expect(success.body.error).toBe('invalid_token');
  });
});

describeBackends('check_token, revoke and redirect_url', (h) => {
  it('check_token describes a live token and its user', async () => {
    const user = await signedInUser(h().server, h().api);
    const res = await h().api.form('/oauth/check_token', {}, { query: { token: user.token } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      active: true,
      scope: 'USER',
      authentication_status: 'SUCCESS',
      two_fa_type: null,
      exp: expect.any(Number),
      client_id: 'passport-portal',
      application: null,
      user_name: user.email,
      user: { id: expect.any(String), email: user.email, firstName: 'Ada', lastName: 'Lovelace' },
      verified: false,
    });
  });

  it('check_token accepts a client the operator added, and refuses its wrong secret', async () => {
    const ctx = await serviceContext(h().server);
    const client = await createOAuthClient(ctx!, 'Linked product');
    const user = await signedInUser(h().server, h().api);
    const ok = await h().api.form('/oauth/check_token', {}, { basic: client, query: { token: user.token } });
    expect(ok.body.user_name).toBe(user.email);
    const wrong = await h().api.form(
      '/oauth/check_token',
      {},
      { basic: { id: client.id, secret: 'x' }, query: { token: user.token } },
    );
    expect(wrong.status).toBe(401);
  });

  it('check_token: unknown → 401 invalid_token, no token → invalid_request, no client → 401 access_denied', async () => {
    const unknown = await h().api.form('/oauth/check_token', {}, { query: { token: 'nope' } });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toBe('invalid_token');
    const missing = await h().api.form('/oauth/check_token', {});
    expect(missing.body.error).toBe('invalid_request');
    const noClient = await h().api.form('/oauth/check_token', {}, { basic: false, query: { token: 'x' } });
    expect(noClient.status).toBe(401);
    expect(noClient.body.error).toBe('access_denied');
  });

  it('revoke is single logout: check_token and /v1/user fail afterwards; it is idempotent', async () => {
    const user = await signedInUser(h().server, h().api);
    const other = await login(h().api, user.email);
    const revoked = await h().api.delete('/oauth/token/revoke', { token: user.token });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ data: { revoked: true } });
    expect((await h().api.form('/oauth/check_token', {}, { query: { token: user.token } })).body.error).toBe(
      'invalid_token',
    );
    expect((await h().api.get('/v1/user', { token: user.token })).status).toBe(401);
    expect((await h().api.get('/v1/user', { token: other })).status).toBe(200);
    expect((await h().api.delete('/oauth/token/revoke', { token: user.token })).status).toBe(200);
    const anonymous = await h().api.delete('/oauth/token/revoke');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe('invalid_token');
  });

  it('an expired token is invalid everywhere', async () => {
    const user = await signedInUser(h().server, h().api);
    const ctx = await serviceContext(h().server);
    await ctx!.db
      .updateTable('access_tokens')
      .set({ expires_at: Date.now() - 1 })
      .execute();
    expect((await h().api.form('/oauth/check_token', {}, { query: { token: user.token } })).status).toBe(401);
    expect((await h().api.get('/v1/user', { token: user.token })).status).toBe(401);
  });

  it("redirect_url accepts only the application's registered origin", async () => {
    const user = await signedInUser(h().server, h().api);
    const ask = (
      application: string | undefined,
      requestedUrl: string | undefined,
      token: string | undefined = user.token,
    ) => h().api.get('/oauth/application/redirect_url', { token, query: { application, requestedUrl } });
    const ok = await ask('platinworld', 'http://localhost:4000/platinworld/deep?x=1');
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ data: { url: 'http://localhost:4000/platinworld/deep?x=1' } });
    for (const evil of [
      'https://evil.example/platinworld',
      'javascript:alert(1)',
      '//evil.example',
      'http://localhost:4000@evil.example/',
      'not a url',
    ]) {
      const res = await ask('PLATINWORLD', evil);
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('access_denied');
    }
    expect((await ask('ATLANTIS', 'http://localhost:4000/x')).body.error).toBe('unsupported_application');
    expect((await ask(undefined, 'http://localhost:4000/x')).body.error).toBe('unsupported_application');
    const anonymous = await h().api.get('/oauth/application/redirect_url', {
      query: { application: 'SMART', requestedUrl: 'http://localhost:4000/smart' },
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe('invalid_token');
  });
});
