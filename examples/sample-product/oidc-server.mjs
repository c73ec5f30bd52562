// The sample linked product in OpenID Connect mode (issue 23), beside the `?token=` one (server.mjs):
// it signs users in through Passport with openid-client (authorization code + PKCE S256, state and
// nonce), verifies the id_token, keeps its own session, and drops it when Passport's back-channel
// logout_token arrives (verified with Passport's JWKS) — so a logout in the portal, or anywhere else,
// signs the user out here without the product asking on every page view. docs/identity-integration.md
// explains both modes and moving from one to the other.
//   PORTAL_URL            Passport's issuer (its APP_URL), default http://localhost:3000
//   OAUTH_CLIENT_ID, OAUTH_CLIENT_SECRET   node dist/admin.cjs clients add NAME \
//       --redirect-uri http://localhost:4001/callback --post-logout-redirect-uri http://localhost:4001/ \
//       --backchannel-logout-uri http://localhost:4001/backchannel-logout --json
//   SAMPLE_PRODUCT_PORT   default 4001
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as oidc from 'openid-client';

const PORT = Number(process.env.SAMPLE_PRODUCT_PORT ?? 4001);
const PORTAL_URL = (process.env.PORTAL_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const CLIENT_ID = process.env.OAUTH_CLIENT_ID;
const CLIENT_SECRET = process.env.OAUTH_CLIENT_SECRET;
if (!CLIENT_ID || !CLIENT_SECRET) {
  console.error(
    'Set OAUTH_CLIENT_ID and OAUTH_CLIENT_SECRET: node dist/admin.cjs clients add NAME --redirect-uri … --json',
  );
  process.exit(2);
}
const SELF = process.env.SAMPLE_PRODUCT_URL ?? `http://127.0.0.1:${PORT}`;
const REDIRECT_URI = `${SELF}/callback`;
const SESSION = 'sample_oidc';
const LOGIN = 'sample_oidc_login';
const BACKCHANNEL_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

// Discovery: the issuer must be Passport's APP_URL exactly. Plain http only for a portal on loopback.
const config = await oidc.discovery(
  new URL(PORTAL_URL),
  CLIENT_ID,
  CLIENT_SECRET,
  undefined,
  new URL(PORTAL_URL).protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
);
const metadata = config.serverMetadata();
const jwks = createRemoteJWKSet(new URL(metadata.jwks_uri));

/** Sessions of this product (in memory: a real product keeps them where it keeps its own). */
const sessions = new Map(); // id → { sub, sid, email, name, idToken }
/** Sign-ins in progress: the browser's cookie → PKCE verifier, state, nonce. */
const pending = new Map();

function readCookie(header, name) {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}
const cookie = (name, value, maxAge) =>
  `${name}=${encodeURIComponent(value)}; HttpOnly; SameSite=Lax; Path=/` +
  (maxAge === undefined ? '' : `; Max-Age=${maxAge}`);
const escape = (value) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );
const page = (body) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Sample product (OpenID Connect)</title></head><body><main><h1>Sample product — OpenID Connect</h1>${body}</main></body></html>`;

/**
 * OpenID Connect Back-Channel Logout 1.0 §2.6: signed by Passport (its JWKS), for this client, recent,
 * with the logout event, a sid or sub, and never a nonce.
 */
async function verifyLogoutToken(token) {
  const { payload } = await jwtVerify(token, jwks, {
    issuer: metadata.issuer,
    audience: CLIENT_ID,
    typ: 'logout+jwt',
    maxTokenAge: '5 minutes',
  });
  if (!payload.events || typeof payload.events[BACKCHANNEL_EVENT] !== 'object')
    throw new Error('no logout event');
  if ('nonce' in payload) throw new Error('a logout token has no nonce');
  if (!payload.sid && !payload.sub) throw new Error('neither sid nor sub');
  return payload;
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', SELF);
  const see = (location, cookies = []) =>
    res.writeHead(303, { Location: location, 'Set-Cookie': cookies, 'Cache-Control': 'no-store' }).end();
  const send = (status, html, headers = {}) =>
    res
      .writeHead(status, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        ...headers,
      })
      .end(html);
  try {
    if (url.pathname === '/login') {
      const id = randomBytes(16).toString('base64url');
      const verifier = oidc.randomPKCECodeVerifier();
      const flow = { verifier, state: oidc.randomState(), nonce: oidc.randomNonce() };
      pending.set(id, flow);
      const target = oidc.buildAuthorizationUrl(config, {
        redirect_uri: REDIRECT_URI,
        scope: 'openid email profile offline_access',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
      return see(target.href, [cookie(LOGIN, id, 600)]);
    }
    if (url.pathname === '/callback') {
      const id = readCookie(req.headers.cookie, LOGIN);
      const flow = id && pending.get(id);
      if (!flow) return see('/');
      pending.delete(id);
      const tokens = await oidc.authorizationCodeGrant(config, url, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
      });
      const claims = tokens.claims();
      const sessionId = randomBytes(24).toString('base64url');
      sessions.set(sessionId, {
        sub: claims.sub,
        sid: claims.sid,
        email: claims.email,
        name: claims.name,
        idToken: tokens.id_token,
      });
      return see('/', [cookie(SESSION, sessionId), cookie(LOGIN, '', 0)]);
    }
    if (url.pathname === '/backchannel-logout' && req.method === 'POST') {
      let body = '';
      for await (const chunk of req) body += chunk;
      try {
        const logout = await verifyLogoutToken(new URLSearchParams(body).get('logout_token') ?? '');
        for (const [id, session] of sessions)
          if (logout.sid ? session.sid === logout.sid : session.sub === logout.sub) sessions.delete(id);
        return res.writeHead(200, { 'Cache-Control': 'no-store' }).end();
      } catch {
        // 400 tells Passport this token will never do; it gives up rather than retrying.
        return res.writeHead(400).end();
      }
    }
    const sessionId = readCookie(req.headers.cookie, SESSION);
    const session = sessionId && sessions.get(sessionId);
    if (url.pathname === '/logout' && req.method === 'POST') {
      if (sessionId) sessions.delete(sessionId);
      // RP-initiated logout: Passport asks the user, ends the portal session, and sends them back.
      const end = session
        ? oidc.buildEndSessionUrl(config, {
            id_token_hint: session.idToken,
            post_logout_redirect_uri: `${SELF}/`,
          })
        : new URL(`${SELF}/`);
      return see(end.href, [cookie(SESSION, '', 0)]);
    }
    if (!session)
      return send(
        200,
        page('<p data-testid="status">Signed out</p><p><a href="/login">Log in with Passport</a></p>'),
      );
    return send(
      200,
      page(
        `<p data-testid="status">Signed in as <strong data-testid="user-email">${escape(session.email)}</strong></p><p>${escape(session.name)}</p>` +
          '<form method="post" action="/logout"><button>Log out</button></form>',
      ),
    );
  } catch (error) {
    return send(502, page(`<p data-testid="status">Sign-in failed</p><p>${escape(error.message)}</p>`));
  }
});

server.listen(PORT, () => console.log(`Sample product (OpenID Connect) on ${SELF} (Passport ${PORTAL_URL})`));
