import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { callUpstream } from '../lib/bff/upstream';
import { resetEnvForTests } from '../lib/env';
import { registerInProcessIdentity } from '../lib/http/in-process-upstream';
import { UPSTREAM } from '../lib/schemas/upstream';
import { createIdentityHttpServer } from '../test/identity/node-adapter';
import { startIdentityServer, type IdentityTestServer } from '../test/identity/server';
import { serveIdentityInProcess } from './identity-in-process';

// The speed issue: the BFF reaches the identity service of its own process without a socket, and an
// upstream named by OAUTH_URL/PASSPORT_API_URL over HTTP — the same answers, the same checks.

let service: IdentityTestServer;
let counting: http.Server;
let requests = 0;
let port = 0;

const ctx = (clientIp?: string) => ({ locale: 'en' as const, clientIp, userAgent: 'jest' });

function pointUpstream(values: { PORT: string; OAUTH_URL?: string; PASSPORT_API_URL?: string }) {
  process.env.PORT = values.PORT;
  for (const key of ['OAUTH_URL', 'PASSPORT_API_URL'] as const) {
    if (values[key]) process.env[key] = values[key];
    else delete process.env[key];
  }
  resetEnvForTests();
}

beforeAll(async () => {
  service = await startIdentityServer({ env: { RATE_LIMITS: 'captchaChallenge=2/60' } });
  counting = createIdentityHttpServer();
  counting.on('request', () => (requests += 1));
  await new Promise<void>((resolve) => counting.listen(0, '127.0.0.1', resolve));
  port = (counting.address() as AddressInfo).port;
});

afterAll(async () => {
  registerInProcessIdentity(undefined);
  counting.closeAllConnections();
  await new Promise((resolve) => counting.close(resolve));
  await service.close();
});

afterEach(() => registerInProcessIdentity(undefined));

describe('the BFF and the identity service of its own process', () => {
  it('calls over HTTP until the entry registers the in-process door, then without a socket, alike', async () => {
    pointUpstream({ PORT: String(port) });
    const before = requests;
    const overHttp = await callUpstream(UPSTREAM.config, { ctx: ctx() });
    expect(requests).toBe(before + 1);

    registerInProcessIdentity(serveIdentityInProcess);
    const inProcess = await callUpstream(UPSTREAM.config, { ctx: ctx() });
    expect(requests).toBe(before + 1);
    expect(inProcess).toEqual(overHttp);
    expect(inProcess.state).toBe('success');
  });

  it('still calls an upstream that OAUTH_URL and PASSPORT_API_URL name over HTTP', async () => {
    registerInProcessIdentity(serveIdentityInProcess);
    pointUpstream({
      PORT: '1',
      OAUTH_URL: `http://localhost:${port}`,
      PASSPORT_API_URL: `http://localhost:${port}`,
    });
    const before = requests;
    expect((await callUpstream(UPSTREAM.config, { ctx: ctx() })).state).toBe('success');
    expect(requests).toBe(before + 1);
  });

  it('believes a visitor only as the BFF proves it: per-address limits key on the proven address', async () => {
    registerInProcessIdentity(serveIdentityInProcess);
    pointUpstream({ PORT: String(port) });
    const challenge = (ip?: string) => callUpstream(UPSTREAM.captchaChallenge, { ctx: ctx(ip) });
    expect((await challenge('203.0.113.1')).state).toBe('success');
    expect((await challenge('203.0.113.1')).state).toBe('success');
    const third = await challenge('203.0.113.1');
    expect(third.state === 'error' && third.errors[0]?.code).toBe('too_many_requests');
    // Another proven visitor has a budget of its own.
    expect((await challenge('203.0.113.2')).state).toBe('success');
    // A visitor header without the BFF's proof names nobody: the call counts for the loopback peer.
    const forged = (visitor: string) =>
      serveIdentityInProcess(
        new Request(`http://127.0.0.1:${port}/v1/captcha/challenge`, {
          headers: { 'x-passport-bff-visitor': visitor, 'x-passport-visitor': visitor },
        }),
      );
    expect((await forged('203.0.113.3')).status).toBe(200);
    expect((await forged('203.0.113.4')).status).toBe(200);
    expect((await forged('203.0.113.5')).status).toBe(429);
  });

  it('refuses a declared body past the route limit, as the entry does', async () => {
    const big = await serveIdentityInProcess(
      new Request(`http://127.0.0.1:${port}/v1/registration`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(10 * 1024 * 1024) },
        body: '{}',
      }),
    );
    expect(big.status).toBe(413);
  });
});
