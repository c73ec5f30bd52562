import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';

import { freshCaptcha } from './altcha-solver';
import { apiClient, GOOD_PASSWORD, uniqueIp, type ApiClient } from './api-client';
import { startChildServer, type ChildServer } from './child-server';
import { describeNeeding } from './describe-needing';
import { login, registerConfirmed, signedInUser } from './flows';
import { testServerEnv } from './server';

const REDIS_URL = process.env.TEST_REDIS_URL;

// Two processes share state only through PostgreSQL and Redis: without both there is nothing to test.
const { describe: describeScaleOut, reason } = describeNeeding(
  __filename,
  ['TEST_DATABASE_URL', 'TEST_REDIS_URL'],
  'processes',
);

describeScaleOut(`two identity processes on one PostgreSQL and one Redis${reason}`, () => {
  let one: ChildServer;
  let two: ChildServer;
  let a: ApiClient;
  let b: ApiClient;
  let dataDir: string;
  let prefix: string;
  let drop = async () => {};

  beforeAll(async () => {
    // One DATA_DIR too, as a shared volume: the file outbox and uploads are seen by both.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passport-scale-'));
    prefix = `test-scale-${randomBytes(4).toString('hex')}`;
    const setup = await testServerEnv('postgres', dataDir);
    drop = setup.drop;
    const env = { ...setup.env, REDIS_URL, RATE_LIMIT_PREFIX: prefix };
    // The first migrates the fresh schema; the second finds it done.
    one = await startChildServer(env);
    two = await startChildServer(env);
    a = apiClient(one);
    b = apiClient(two);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    const redis = new Redis(REDIS_URL!);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('a login through one is a live token on the other; a logout on one is seen by the other at once', async () => {
    const user = await registerConfirmed(one, a);
    const token = await login(a, user.email);
    const checked = await b.form('/oauth/check_token', { token });
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ active: true, user_name: user.email });
    expect((await b.get('/v1/user', { token })).body.data.email).toBe(user.email);

    expect((await a.delete('/oauth/token/revoke', { token })).status).toBe(200);
    const after = await b.form('/oauth/check_token', { token });
    expect(after.status).toBe(401);
    expect(after.body.error).toBe('invalid_token');
    expect((await b.get('/v1/user', { token })).status).toBe(401);
  });

  it('a QR code generated on one is approved on the other and polled on either', async () => {
    const browser = randomBytes(18).toString('base64url');
    const generated = await a.get('/oauth/qr/generate', { basic: true, ip: uniqueIp(), query: { browser } });
    expect(generated.status).toBe(200);
    const code = generated.body.data.payload as string;
    const poll = (api: ApiClient) =>
      api.form('/oauth/token', { grant_type: 'qr_code', code, browser }, { ip: uniqueIp() });

    expect((await poll(b)).body).toEqual({
      error: 'access_denied',
      error_description: 'authorization_pending',
    });
    const phone = await signedInUser(two, b);
    const approved = await b.json('POST', '/v1/qr/approve', { code }, { token: phone.token, ip: uniqueIp() });
    expect(approved.status).toBe(200);

    const granted = await poll(a);
    expect(granted.body).toMatchObject({ authentication_status: 'SUCCESS', token_type: 'bearer' });
    expect((await b.get('/v1/user', { token: granted.body.access_token })).body.data.email).toBe(phone.email);
    // Used once, on either process.
    expect((await poll(b)).body.error).toBe('invalid_token');
  });

  it('failed logins split between both count together toward the captcha; a solved captcha is spent on both', async () => {
    const user = await registerConfirmed(one, a);
    const attempt = (api: ApiClient, password: string, captcha?: string) =>
      api.form(
        '/oauth/token',
        { grant_type: 'password', username: user.email, password, google_recaptcha_v2: captcha },
        { ip: uniqueIp() },
      );
    // LOGIN_CAPTCHA_AFTER_EMAIL_FAILURES is 3: two on one, one on the other.
    expect((await attempt(a, 'Wrong1!aa')).body.error).toBe('bad_credentials');
    expect((await attempt(b, 'Wrong1!aa')).body.error).toBe('bad_credentials');
    expect((await attempt(a, 'Wrong1!aa')).body.error).toBe('bad_credentials');
    expect((await attempt(b, GOOD_PASSWORD)).body.error).toBe('google_recaptcha_v2_required');
    expect((await attempt(a, GOOD_PASSWORD)).body.error).toBe('google_recaptcha_v2_required');

    const captcha = await freshCaptcha(a, uniqueIp());
    expect((await attempt(a, 'Wrong1!aa', captcha)).body.error).toBe('bad_credentials');
    // The same solution replayed on the other process buys nothing.
    expect((await attempt(b, GOOD_PASSWORD, captcha)).body.error).toBe('invalid_recaptcha');
    const fresh = await attempt(b, GOOD_PASSWORD, await freshCaptcha(b, uniqueIp()));
    expect(fresh.body.authentication_status).toBe('SUCCESS');
  });

  it('a per-address rate limit spent half on each process refuses on both', async () => {
    const ip = uniqueIp();
    const lookup = (api: ApiClient) => api.get('/v1/user/referral/info', { query: { inviteCode: 'X' }, ip });
    // RATE_LIMITS.referralInfo: 60 a minute.
    for (let i = 0; i < 30; i++) {
      expect((await lookup(a)).status).not.toBe(429);
      expect((await lookup(b)).status).not.toBe(429);
    }
    const refusedA = await lookup(a);
    const refusedB = await lookup(b);
    expect([refusedA.status, refusedB.status]).toEqual([429, 429]);
    expect(Number(refusedB.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
