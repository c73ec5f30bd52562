import { randomBytes } from 'node:crypto';

import { uniqueIp } from './api-client';
import { describeBackends } from './describe-backends';
import { signedInUser } from './flows';
import { serviceContext } from './in-process';

describeBackends('QR login', (h) => {
  const browser = () => randomBytes(18).toString('base64url');
  const generate = (b: string, application?: string) =>
    h().api.get('/oauth/qr/generate', {
      basic: true,
      ip: uniqueIp(),
      query: { application, browser: b },
      headers: { 'user-agent': 'TestBrowser/1.0' },
    });
  const poll = (code: string, b: string, application?: string) =>
    h().api.form(
      '/oauth/token',
      { grant_type: 'qr_code', code, browser: b, application },
      { ip: uniqueIp() },
    );

  it('generate → info → approve → the polling browser gets a token once', async () => {
    const b = browser();
    const gen = await generate(b, 'ultimafarm');
    expect(gen.status).toBe(200);
    expect(gen.body).toEqual({
      state: 'success',
      data: { payload: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), ttl: 60_000 },
    });
    const code = gen.body.data.payload as string;

    const pending = await poll(code, b, 'ULTIMAFARM');
    expect(pending.status).toBe(403);
    expect(pending.body).toEqual({ error: 'access_denied', error_description: 'authorization_pending' });

    const phone = await signedInUser(h().server, h().api);
    const info = await h().api.get('/v1/qr/info', { token: phone.token, query: { code }, ip: uniqueIp() });
    expect(info.body).toEqual({
      data: {
        application: 'ULTIMAFARM',
        applicationName: 'ULTIMA FARM',
        userAgent: 'TestBrowser/1.0',
        requesterAddress: expect.stringMatching(/^10\.\d+\.\d+\.\d+$/),
        createdAt: expect.any(Number),
        expiresAt: expect.any(Number),
      },
    });
    const approve = await h().api.json(
      'POST',
      '/v1/qr/approve',
      { code },
      { token: phone.token, ip: uniqueIp() },
    );
    expect(approve.body).toEqual({ data: { application: 'ULTIMAFARM' } });
    const twice = await h().api.json(
      'POST',
      '/v1/qr/approve',
      { code },
      { token: phone.token, ip: uniqueIp() },
    );
    expect(twice.body).toEqual({ errors: [{ code: 'incorrect_code' }] });

    const otherBrowser = await poll(code, browser());
    expect(otherBrowser.status).toBe(401);
    expect(otherBrowser.body.error).toBe('invalid_token');

    const granted = await poll(code, b);
    expect(granted.body).toMatchObject({ authentication_status: 'SUCCESS', token_type: 'bearer' });
    const me = await h().api.get('/v1/user', { token: granted.body.access_token });
    expect(me.body.data.email).toBe(phone.email);

    expect((await poll(code, b)).body.error).toBe('invalid_token');
  });

  it('a payload is worthless after its ttl', async () => {
    const b = browser();
    const code = (await generate(b)).body.data.payload as string;
    const phone = await signedInUser(h().server, h().api);
    await h().api.json('POST', '/v1/qr/approve', { code }, { token: phone.token, ip: uniqueIp() });
    const ctx = await serviceContext(h().server);
    await ctx!.db
      .updateTable('qr_logins')
      .set({ expires_at: Date.now() - 1 })
      .execute();
    expect((await poll(code, b)).body.error).toBe('invalid_token');
    const late = await h().api.json(
      'POST',
      '/v1/qr/approve',
      { code },
      { token: phone.token, ip: uniqueIp() },
    );
    expect(late.body).toEqual({ errors: [{ code: 'incorrect_code' }] });
  });

  it('generate refuses a missing client and an unknown application', async () => {
    const noClient = await h().api.get('/oauth/qr/generate', {
      query: { browser: browser() },
      ip: uniqueIp(),
    });
    expect(noClient.status).toBe(401);
    expect(noClient.body.error).toBe('access_denied');
    expect((await generate(browser(), 'nowhere')).body.error).toBe('unsupported_application');
  });

  it('a SPEC §7 client without a browser value: generate and the qr_code grant work, bound to the client', async () => {
    const gen = await h().api.get('/oauth/qr/generate', {
      basic: true,
      ip: uniqueIp(),
      query: { application: 'ultimafarm' },
    });
    expect(gen.status).toBe(200);
    const code = gen.body.data.payload as string;
    const phone = await signedInUser(h().server, h().api);
    await h().api.json('POST', '/v1/qr/approve', { code }, { token: phone.token, ip: uniqueIp() });
    // A caller naming a browser is not the one the payload was made for.
    expect((await poll(code, browser())).body.error).toBe('invalid_token');
    const granted = await h().api.form('/oauth/token', { grant_type: 'qr_code', code }, { ip: uniqueIp() });
    expect(granted.body).toMatchObject({ authentication_status: 'SUCCESS', token_type: 'bearer' });
  });

  it('a browser-bound payload is not redeemed by leaving the browser value out', async () => {
    const code = (await generate(browser())).body.data.payload as string;
    const phone = await signedInUser(h().server, h().api);
    await h().api.json('POST', '/v1/qr/approve', { code }, { token: phone.token, ip: uniqueIp() });
    const bare = await h().api.form('/oauth/token', { grant_type: 'qr_code', code }, { ip: uniqueIp() });
    expect(bare.status).toBe(401);
    expect(bare.body.error).toBe('invalid_token');
  });

  it('info and approve need a SUCCESS bearer and a live code', async () => {
    const phone = await signedInUser(h().server, h().api);
    expect((await h().api.get('/v1/qr/info', { query: { code: 'x' } })).status).toBe(401);
    expect((await h().api.json('POST', '/v1/qr/approve', { code: 'x' })).status).toBe(401);
    const unknown = await h().api.get('/v1/qr/info', {
      token: phone.token,
      query: { code: 'unknown' },
      ip: uniqueIp(),
    });
    expect(unknown.body).toEqual({ errors: [{ code: 'incorrect_code' }] });
    const missing = await h().api.json('POST', '/v1/qr/approve', {}, { token: phone.token, ip: uniqueIp() });
    expect(missing.body).toEqual({
      errors: [{ code: 'validation_error', fieldName: 'code', errors: ['required'] }],
    });
  });

  it('of many concurrent polls for one approved code exactly one gets a token', async () => {
    const b = browser();
    const code = (await generate(b)).body.data.payload as string;
    const phone = await signedInUser(h().server, h().api);
    await h().api.json('POST', '/v1/qr/approve', { code }, { token: phone.token, ip: uniqueIp() });
    const results = await Promise.all(Array.from({ length: 12 }, () => poll(code, b)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.error === 'invalid_token')).toHaveLength(11);
  });

  it('of concurrent approvals exactly one wins', async () => {
    const code = (await generate(browser())).body.data.payload as string;
    const phone = await signedInUser(h().server, h().api);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        h().api.json('POST', '/v1/qr/approve', { code }, { token: phone.token, ip: uniqueIp() }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  });
});
