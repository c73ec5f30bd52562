// A tiny linked product, written as docs/identity-integration.md says: it receives `?token=` from
// Passport, checks it with `check_token` on every page view with a client of its own, shows who is
// signed in — and tells a signed-out user (401) apart from a Passport it cannot reach (5xx, 429, the
// network): then it keeps the last good answer for a short grace and waits as long as Retry-After says.
// No dependencies: node examples/sample-product/server.mjs
//   PORTAL_URL            the portal's public origin (its login page), default http://localhost:3000
//   OAUTH_URL             where check_token and revoke live, default PORTAL_URL
//   OAUTH_CLIENT_ID, OAUTH_CLIENT_SECRET   this product's client: `node dist/admin.cjs clients add NAME`
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

const PORT = Number(process.env.SAMPLE_PRODUCT_PORT ?? 4000);
const PORTAL_URL = (process.env.PORTAL_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const OAUTH_URL = (process.env.OAUTH_URL ?? PORTAL_URL).replace(/\/$/, '');
const CLIENT_ID = process.env.OAUTH_CLIENT_ID;
const CLIENT_SECRET = process.env.OAUTH_CLIENT_SECRET;
if (!CLIENT_ID || !CLIENT_SECRET) {
  console.error(
    'Set OAUTH_CLIENT_ID and OAUTH_CLIENT_SECRET: node dist/admin.cjs clients add "Sample product"',
  );
  process.exit(2);
}
/** How long the last good answer stands in while Passport cannot answer (never past the token's exp). */
const GRACE_MS = Number(process.env.SAMPLE_GRACE_MS ?? 60_000);
const CHECK_TIMEOUT_MS = 5000;
const SESSION = 'sample_token';
const PENDING = 'sample_pending';
const STATE = 'sample_state';

const basic = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`;

/** The last answer Passport gave for each token (bounded), and when Passport may be asked again. */
const lastGood = new Map();
const LAST_GOOD_MAX = 10_000;
let quietUntil = 0;

function remember(token, info) {
  lastGood.delete(token);
  lastGood.set(token, { info, at: Date.now() });
  if (lastGood.size > LAST_GOOD_MAX) lastGood.delete(lastGood.keys().next().value);
}

/** Passport could not answer: the last good answer while it is fresh and the token not expired, else unknown. */
function unavailable(token) {
  const good = lastGood.get(token);
  const fresh = good && Date.now() - good.at < GRACE_MS && good.info.exp * 1000 > Date.now();
  return fresh ? { state: 'active', info: good.info, stale: true } : { state: 'unavailable' };
}

/**
 * `active` (200 and SUCCESS), `signed_out` (401 invalid_token: logged out, expired or unknown), or
 * `unavailable` (5xx, 429, a timeout, a refused connection — and our own client refused, which is
 * ours to fix, never the user's signing out).
 */
async function checkToken(token) {
  if (Date.now() < quietUntil) return unavailable(token);
  let response;
  try {
    // The token travels in the form body, not the query string, so it stays out of access logs.
    response = await fetch(`${OAUTH_URL}/oauth/check_token`, {
      method: 'POST',
      headers: { Authorization: basic, Accept: 'application/json' },
      body: new URLSearchParams({ token }),
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
  } catch {
    return unavailable(token);
  }
  const body = await response.json().catch(() => ({}));
  if (response.status === 200 && body.active === true && body.authentication_status === 'SUCCESS') {
    remember(token, body);
    return { state: 'active', info: body };
  }
  if (response.status === 401 && body.error === 'invalid_token') {
    lastGood.delete(token);
    return { state: 'signed_out' };
  }
  if (response.status === 401)
    console.error('check_token refused this product’s client: check its id and secret');
  const wait = Number(response.headers.get('retry-after'));
  if (wait > 0) quietUntil = Date.now() + wait * 1000;
  return unavailable(token);
}

/** Ends this product's token at Passport (the portal session and other products stay signed in). */
async function revoke(token) {
  await fetch(`${OAUTH_URL}/oauth/token/revoke`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
  }).catch(() => undefined);
  lastGood.delete(token);
}

function readCookie(header, name) {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** httpOnly, SameSite=Lax (a cross-site POST carries none of them); add Secure behind https. */
const cookie = (name, value, path, maxAge) =>
  `${name}=${encodeURIComponent(value)}; HttpOnly; SameSite=Lax; Path=${path}` +
  (maxAge === undefined ? '' : `; Max-Age=${maxAge}`);
const cleared = (name, path) => cookie(name, '', path, 0);

const escape = (value) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

function page(group, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escape(group.toUpperCase())} — sample linked product</title>
<style>body{font-family:system-ui,sans-serif;max-width:640px;margin:48px auto;padding:0 16px;color:#12151f}
h1{font-size:1.6rem}a,button{font:inherit}</style></head>
<body><main><h1>${escape(group.toUpperCase())}</h1><p>A sample linked product for Passport single sign-on.</p>${body}</main></body></html>`;
}

const signedIn = (group, info, stale) =>
  `<p data-testid="status">Signed in as <strong data-testid="user-email">${escape(info.user.email)}</strong></p>
   <p>${escape(info.user.firstName)} ${escape(info.user.lastName)}</p>
   ${stale ? '<p data-testid="stale">Passport cannot be reached right now: shown from its last answer.</p>' : ''}
   <form method="post" action="/${escape(group)}/logout"><button>Log out of this product</button></form>`;
const signedOut = (group) =>
  `<p data-testid="status">Signed out</p><p><a href="/${escape(group)}/login">Log in with Passport</a></p>`;
const unreachable = () =>
  '<p data-testid="status">Unavailable</p><p>Passport cannot be reached right now. Try again in a moment.</p>';

function send(res, status, html, headers = {}) {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    ...headers,
  });
  res.end(html);
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `localhost:${PORT}`}`);
  const [group = 'platinworld', action] = url.pathname.split('/').filter(Boolean);
  const home = `/${group}`;
  const selfUrl = `${url.origin}${home}`;
  const see = (location, cookies = []) =>
    res.writeHead(303, { Location: location, 'Set-Cookie': cookies, 'Referrer-Policy': 'no-referrer' }).end();
  const mine = (info) => info.application === group.toUpperCase();

  // Log in: a random state of this browser rides in the back URL, so a token that comes back with it
  // is one this browser asked for.
  if (action === 'login') {
    const state = readCookie(req.headers.cookie, STATE) ?? randomBytes(16).toString('base64url');
    const backUrl = `${selfUrl}?state=${state}`;
    const login = `${PORTAL_URL}/en/login?application=${encodeURIComponent(group.toUpperCase())}&backUrl=${encodeURIComponent(backUrl)}`;
    return see(login, [cookie(STATE, state, '/')]);
  }
  if (req.method === 'POST' && action === 'logout') {
    const token = readCookie(req.headers.cookie, SESSION);
    if (token) await revoke(token);
    return see(home, [cleared(SESSION, home)]);
  }
  // A token this browser did not ask for, confirmed by the user on our own page.
  if (action === 'confirm') {
    const pending = readCookie(req.headers.cookie, PENDING);
    const checked = pending ? await checkToken(pending) : { state: 'signed_out' };
    if (checked.state === 'unavailable')
      return send(res, 503, page(group, unreachable()), { 'Retry-After': '5' });
    if (checked.state !== 'active' || !mine(checked.info)) return see(home, [cleared(PENDING, home)]);
    if (req.method === 'POST') return see(home, [cookie(SESSION, pending, home), cleared(PENDING, home)]);
    return send(
      res,
      200,
      page(
        group,
        `<p data-testid="status">Confirm</p><p>Passport sent you here signed in as <strong>${escape(checked.info.user.email)}</strong>.</p>
         <form method="post" action="${home}/confirm"><button data-testid="continue-as">Continue as ${escape(checked.info.user.email)}</button></form>
         <form method="post" action="${home}/logout"><button>Not me</button></form>`,
      ),
    );
  }

  const fresh = url.searchParams.get('token');
  if (fresh) {
    // Out of the address bar (and history) at once, whatever happens next.
    const checked = await checkToken(fresh);
    if (checked.state === 'unavailable')
      return send(res, 503, page(group, unreachable()), { 'Retry-After': '5' });
    if (checked.state !== 'active' || !mine(checked.info)) return see(home, [cleared(SESSION, home)]);
    const state = url.searchParams.get('state');
    const asked = state !== null && state === readCookie(req.headers.cookie, STATE);
    const current = readCookie(req.headers.cookie, SESSION);
    const same = current !== null && lastGood.get(current)?.info.user.id === checked.info.user.id;
    // A token planted in a link (someone else's account) is never taken silently: this browser asked
    // for it, or it is the user already signed in here, or the user confirms who they are.
    if (asked || same) return see(home, [cookie(SESSION, fresh, home)]);
    return see(`${home}/confirm`, [cookie(PENDING, fresh, home, 300)]);
  }

  const token = readCookie(req.headers.cookie, SESSION);
  if (!token) return send(res, 200, page(group, signedOut(group)));
  const checked = await checkToken(token);
  if (checked.state === 'active' && mine(checked.info)) {
    return send(res, 200, page(group, signedIn(group, checked.info, checked.stale)));
  }
  if (checked.state === 'unavailable')
    return send(res, 503, page(group, unreachable()), { 'Retry-After': '5' });
  // 401: logged out in the portal, expired, or revoked — signed out here too.
  return send(res, 200, page(group, signedOut(group)), { 'Set-Cookie': cleared(SESSION, home) });
});

server.listen(PORT, () =>
  console.log(`Sample linked product on http://localhost:${PORT}/platinworld (portal ${PORTAL_URL})`),
);
