import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { resetEnvForTests } from '../../lib/env';
import { createOAuthClient } from '../../lib/identity/domain/clients/create-oauth-client';
import { closeIdentity, identity } from '../../lib/identity/identity-context';
import { apiClient, type ApiClient } from './api-client';
import { signedInUser } from './flows';
import { signInThroughPortal } from './oidc-rp';
import { startIdentityServer, testBackends, type IdentityTestServer } from './server';
import { waitUntil } from './wait-until';

const SAMPLE = path.join(__dirname, '../../examples/sample-product/oidc-server.mjs');

async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

// Issue 23: the sample product's OpenID Connect mode signs a user in through Passport with
// openid-client, and hears of the portal logout on its back channel — no check on every page view.
const run = process.env.IDENTITY_BASE_URL ? describe.skip : describe;
run.each(testBackends())('the sample product in OpenID Connect mode (%s)', (backend) => {
  let server: IdentityTestServer;
  let api: ApiClient;
  let child: ChildProcess;
  let base: string;
  const jar = new Map<string, string>();
  const visit = async (pathname: string) => {
    const response = await fetch(`${base}${pathname}`, {
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

  beforeAll(async () => {
    server = await startIdentityServer({ backend, env: { OUTBOUND_ALLOW_PRIVATE: '127.0.0.1' } });
    api = apiClient(server);
    // The issuer is APP_URL: here the server's own loopback address, which the product discovers.
    process.env.APP_URL = server.baseUrl;
    resetEnvForTests();
    await closeIdentity();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const client = await createOAuthClient(await identity(), 'Sample OIDC', null, {
      redirectUris: [`${base}/callback`],
      postLogoutRedirectUris: [`${base}/`],
      backchannelLogoutUri: `${base}/backchannel-logout`,
    });
    child = spawn(process.execPath, [SAMPLE], {
      env: {
        PATH: process.env.PATH,
        SAMPLE_PRODUCT_PORT: String(port),
        PORTAL_URL: server.baseUrl,
        OAUTH_CLIENT_ID: client.id,
        OAUTH_CLIENT_SECRET: client.secret,
      } as unknown as NodeJS.ProcessEnv,
      stdio: 'ignore',
    });
    await waitUntil(async () => (await fetch(`${base}/`).catch(() => null))?.status === 200);
  });
  afterAll(async () => {
    child?.kill('SIGTERM');
    await server?.close();
  });

  it('signs in with code + PKCE through the portal, and is signed out by the portal logout', async () => {
    const user = await signedInUser(server, api);
    const login = await visit('/login');
    const authorization = new URL(login.location!);
    expect(authorization.origin + authorization.pathname).toBe(`${server.baseUrl}/oidc/auth`);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    const { callback } = await signInThroughPortal(
      server,
      api,
      authorization,
      user.token,
      undefined,
      server.baseUrl,
    );
    expect(callback.origin).toBe(base);
    expect((await visit(callback.pathname + callback.search)).location).toBe('/');
    expect((await visit('/')).text).toContain(`data-testid="user-email">${user.email}<`);

    await api.delete('/oauth/token/revoke', { token: user.token });
    await waitUntil(async () => (await visit('/')).text.includes('data-testid="status">Signed out<'));
  });
});
