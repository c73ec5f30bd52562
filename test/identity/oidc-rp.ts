import * as oidc from 'openid-client';

import type { ApiClient } from './api-client';
import type { IdentityTestServer } from './server';

/** The issuer the test servers run with (APP_URL): requests to it go to the server on loopback. */
export const ISSUER = 'http://portal.test';

/** fetch with the issuer's origin replaced by the test server's (the RP and the "browser" both use it). */
export function loopbackFetch(server: IdentityTestServer) {
  return (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const target = url.origin === ISSUER ? new URL(url.pathname + url.search, server.baseUrl) : url;
    if (input instanceof Request) return fetch(new Request(target, input), init);
    return fetch(target, init);
  };
}

/** A relying party's configuration from discovery, as a product would make it with openid-client. */
export async function relyingParty(server: IdentityTestServer, client: { id: string; secret: string }) {
  return oidc.discovery(new URL(ISSUER), client.id, client.secret, undefined, {
    execute: [oidc.allowInsecureRequests],
    [oidc.customFetch]: loopbackFetch(server) as oidc.CustomFetch,
  });
}

/** A browser's cookies (path ignored: one test browser talks to one portal). */
export function browser(server: IdentityTestServer) {
  const jar = new Map<string, string>();
  const send = loopbackFetch(server);
  return {
    jar,
    /** One GET without following redirects; the answer's cookies are kept. */
    async get(url: string): Promise<Response> {
      const res = await send(new URL(url, ISSUER), {
        redirect: 'manual',
        headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const eq = pair!.indexOf('=');
        const name = pair!.slice(0, eq).trim();
        const value = pair!.slice(eq + 1).trim();
        if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
        else jar.set(name, value);
      }
      return res;
    },
  };
}

/**
 * A product's sign-in with code + PKCE through the portal, the BFF's part played by the test: the
 * browser is sent to the portal's continue route, where the BFF (here, the test) hands the interaction
 * back with the portal session. Returns the URL the browser lands on at the product.
 */
export async function signInThroughPortal(
  server: IdentityTestServer,
  api: ApiClient,
  authorizationUrl: URL,
  /** The portal session; a function signs in when the browser has reached the portal (a fresh login). */
  portalToken: string | (() => Promise<string>),
  b = browser(server),
  issuer = ISSUER,
): Promise<{ callback: URL; continueStatus: number }> {
  const start = await b.get(authorizationUrl.href);
  if (start.status !== 303) throw new Error(`authorization answered ${start.status}: ${await start.text()}`);
  const interaction = await b.get(start.headers.get('location')!);
  const toContinue = new URL(interaction.headers.get('location') ?? '', ISSUER);
  if (toContinue.pathname !== '/api/oidc/continue') throw new Error(`interaction went to ${toContinue.href}`);
  const uid = toContinue.searchParams.get('uid')!;
  const binding = b.jar.get('passport_oidc')!;
  const token = typeof portalToken === 'string' ? portalToken : await portalToken();
  const handed = await api.json('POST', '/v1/oidc/interaction', { uid, binding }, { token });
  if (handed.status !== 200) return { callback: new URL('about:blank'), continueStatus: handed.status };
  let res = await b.get(handed.body.data.returnTo as string);
  // The provider may pass through its own resume once more before it answers the product.
  for (let hops = 0; hops < 3 && res.status === 303; hops++) {
    const location = new URL(res.headers.get('location')!, issuer);
    if (location.origin !== issuer) return { callback: location, continueStatus: 200 };
    res = await b.get(location.href);
  }
  throw new Error(`sign-in ended with ${res.status}: ${await res.text()}`);
}
