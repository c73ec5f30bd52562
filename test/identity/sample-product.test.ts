import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { createOAuthClient } from '../../lib/identity/domain/clients/create-oauth-client';
import { identity } from '../../lib/identity/identity-context';
import { apiClient, uniqueIp, type ApiClient } from './api-client';
import { signedInUser } from './flows';
import { startIdentityServer, type IdentityTestServer } from './server';
import { startTcpProxy, throughProxy, type TcpProxy } from './tcp-proxy';
import { waitUntil } from './wait-until';

const SAMPLE = path.join(__dirname, '../../examples/sample-product/server.mjs');
const GRACE_MS = 4000;
const DATABASE_URL = process.env.TEST_DATABASE_URL;

/**
 * Passport as the product sees it across the network: requests forwarded to the service and counted
 * (check_token calls), and a switch that makes it unreachable (every connection reset).
 */
async function startFront(target: string) {
  let down = false;
  let checks = 0;
  const server = http.createServer(async (req, res) => {
    if (down) return req.socket.destroy();
    if (req.url?.startsWith('/oauth/check_token')) checks += 1;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([name]) => !['host', 'connection'].includes(name)),
    ) as Record<string, string>;
    const answer = await fetch(`${target}${req.url}`, {
      method: req.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    res
      .writeHead(answer.status, Object.fromEntries(answer.headers))
      .end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    checks: () => checks,
    setDown: (value: boolean) => {
      down = value;
      server.closeAllConnections();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The sample product with a client of its own, in front of `passport`, and a browser's cookie jar for it. */
async function startSample(passport: string) {
  const ctx = await identity();
  const client = await createOAuthClient(ctx, 'Sample product (test)');
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [SAMPLE], {
    env: {
      PATH: process.env.PATH,
      SAMPLE_PRODUCT_PORT: String(port),
      PORTAL_URL: passport,
      OAUTH_CLIENT_ID: client.id,
      OAUTH_CLIENT_SECRET: client.secret,
      SAMPLE_GRACE_MS: String(GRACE_MS),
    } as unknown as NodeJS.ProcessEnv,
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUntil(async () => (await fetch(`${base}/platinworld`).catch(() => null))?.status === 200);
  const jar = new Map<string, string>();
  const visit = async (pathname: string, method = 'GET') => {
    const response = await fetch(`${base}${pathname}`, {
      method,
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value = ''] = pair!.split('=');
      if (/Max-Age=0/.test(line)) jar.delete(name!);
      else jar.set(name!, value);
    }
    return {
      status: response.status,
      location: response.headers.get('location'),
      text: await response.text(),
    };
  };
  return { visit, jar, stop: () => child.kill('SIGTERM') };
}

async function productToken(api: ApiClient, session: string): Promise<string> {
  const exchanged = await api.form(
    '/oauth/token',
    {
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: session,
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      audience: 'PLATINWORLD',
    },
    { ip: uniqueIp() },
  );
  return exchanged.body.access_token as string;
}

/** The product in front of `server` (through a front it can cut), for one describe block. */
function productInFrontOf(
  start: () => Promise<IdentityTestServer>,
  stop: () => Promise<void> = async () => {},
) {
  const h = {} as {
    server: IdentityTestServer;
    api: ApiClient;
    front: Awaited<ReturnType<typeof startFront>>;
    sample: Awaited<ReturnType<typeof startSample>>;
  };
  beforeAll(async () => {
    h.server = await start();
    h.api = apiClient(h.server);
    h.front = await startFront(h.server.baseUrl);
    h.sample = await startSample(h.front.url);
  });
  afterAll(async () => {
    h.sample?.stop();
    await h.front?.close();
    await stop();
    await h.server?.close();
  });
  return h;
}

/** A user who logged in through the product's own link: the token came back with its state. */
async function signedInThroughProduct(
  server: IdentityTestServer,
  api: ApiClient,
  sample: Awaited<ReturnType<typeof startSample>>,
) {
  const user = await signedInUser(server, api);
  const login = new URL((await sample.visit('/platinworld/login')).location!);
  const state = new URL(login.searchParams.get('backUrl')!).searchParams.get('state');
  await sample.visit(`/platinworld?token=${await productToken(api, user.token)}&state=${state}`);
  expect(signedInAs((await sample.visit('/platinworld')).text)).toBe(user.email);
  return user;
}

const signedInAs = (text: string) => /data-testid="user-email">([^<]+)</.exec(text)?.[1];

// The sample product does what docs/identity-integration.md says (operations issue): a token it asked
// for is taken, a planted one only once the user confirms; 401 signs out; a Passport it cannot reach
// signs nobody out — the last good answer stands for a grace, then "unavailable".
describe('the sample linked product', () => {
  const h = productInFrontOf(() => startIdentityServer());

  it('takes a token it asked for; a planted one only after the user confirms who they are', async () => {
    const user = await signedInUser(h.server, h.api);
    const login = await h.sample.visit('/platinworld/login');
    const portalLogin = new URL(login.location!);
    const backUrl = new URL(portalLogin.searchParams.get('backUrl')!);
    const state = backUrl.searchParams.get('state')!;
    expect(state).toMatch(/^[A-Za-z0-9_-]{16,}$/);

    // Someone else's token in a link this browser did not ask for: not taken silently.
    const attacker = await signedInUser(h.server, h.api);
    const planted = await h.sample.visit(`/platinworld?token=${await productToken(h.api, attacker.token)}`);
    expect(planted.location).toBe('/platinworld/confirm');
    expect(signedInAs((await h.sample.visit('/platinworld')).text)).toBeUndefined();
    expect((await h.sample.visit('/platinworld/confirm')).text).toContain(`Continue as ${attacker.email}`);
    await h.sample.visit('/platinworld/logout', 'POST');

    // The token this browser asked for comes back with its state and is taken.
    const own = await h.sample.visit(
      `/platinworld?token=${await productToken(h.api, user.token)}&state=${state}`,
    );
    expect(own.location).toBe('/platinworld');
    expect(signedInAs((await h.sample.visit('/platinworld')).text)).toBe(user.email);
  });

  it('a Passport out of reach signs nobody out: the last answer stands for a grace, then "unavailable"', async () => {
    const user = await signedInThroughProduct(h.server, h.api, h.sample);

    h.front.setDown(true);
    const stale = await h.sample.visit('/platinworld');
    expect([stale.status, signedInAs(stale.text)]).toEqual([200, user.email]);
    expect(stale.text).toContain('data-testid="stale"');
    // After the grace: not signed out (the session stays) but unavailable.
    await waitUntil(async () => (await h.sample.visit('/platinworld')).status === 503, GRACE_MS + 5000);
    expect((await h.sample.visit('/platinworld')).text).toContain('>Unavailable<');
    expect(h.sample.jar.has('sample_token')).toBe(true);

    h.front.setDown(false);
    const back = await h.sample.visit('/platinworld');
    expect([back.status, signedInAs(back.text)]).toEqual([200, user.email]);
    expect(back.text).not.toContain('data-testid="stale"');
  });

  it('401 is signed out: a portal logout ends the product session at its next view', async () => {
    const user = await signedInThroughProduct(h.server, h.api, h.sample);
    // The portal logout revokes the session and every product token minted from it.
    expect((await h.api.delete('/oauth/token/revoke', { token: user.token })).status).toBe(200);
    const after = await h.sample.visit('/platinworld');
    expect(after.text).toContain('data-testid="status">Signed out<');
    expect(h.sample.jar.has('sample_token')).toBe(false);
  });
});

const describeOutage = DATABASE_URL && !process.env.IDENTITY_BASE_URL ? describe : describe.skip;

describeOutage('the sample linked product while Passport answers 503 with Retry-After', () => {
  let proxy: TcpProxy;
  const h = productInFrontOf(
    async () => {
      proxy = await startTcpProxy(DATABASE_URL!);
      return startIdentityServer({
        backend: 'postgres',
        env: { DATABASE_URL: throughProxy(DATABASE_URL!, proxy) },
      });
    },
    async () => {
      await proxy?.restore();
    },
  );
  afterAll(async () => {
    await proxy?.close();
  });

  it('keeps the user signed in from the last answer and asks no sooner than Retry-After says', async () => {
    const user = await signedInThroughProduct(h.server, h.api, h.sample);

    await proxy.cut();
    const before = h.front.checks();
    const first = await h.sample.visit('/platinworld');
    expect([first.status, signedInAs(first.text)]).toEqual([200, user.email]);
    expect(h.front.checks()).toBe(before + 1);
    // Passport said Retry-After: 5 — the next views within it do not ask again.
    for (let i = 0; i < 5; i++)
      expect(signedInAs((await h.sample.visit('/platinworld')).text)).toBe(user.email);
    expect(h.front.checks()).toBe(before + 1);

    await proxy.restore();
    await waitUntil(async () => {
      const view = await h.sample.visit('/platinworld');
      return signedInAs(view.text) === user.email && !view.text.includes('data-testid="stale"');
    });
  });
});
