// A tiny linked product: it receives `?token=` from Passport, checks it with `check_token`, shows who
// is signed in, and re-checks on every visit — so a logout in the portal shows here as signed out.
// No dependencies: node examples/sample-product/server.mjs
import { createServer } from 'node:http';

const PORT = Number(process.env.SAMPLE_PRODUCT_PORT ?? 4000);
const PORTAL_URL = (process.env.PORTAL_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const OAUTH_URL = (process.env.OAUTH_URL ?? PORTAL_URL).replace(/\/$/, '');
const CLIENT_ID = process.env.OAUTH_CLIENT_ID ?? 'passport-portal';
const CLIENT_SECRET = process.env.OAUTH_CLIENT_SECRET ?? '';
const COOKIE = 'sample_token';

const basic = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`;

/** Asks the portal whether a token is still good; any failure counts as signed out. */
async function checkToken(token) {
  try {
    // The token travels in the form body, not the query string, so it stays out of access logs.
    const response = await fetch(`${OAUTH_URL}/oauth/check_token`, {
      method: 'POST',
      headers: { Authorization: basic, Accept: 'application/json' },
      body: new URLSearchParams({ token }),
    });
    if (!response.ok) return null;
    const body = await response.json();
    return body.authentication_status === 'SUCCESS' ? body : null;
  } catch {
    return null;
  }
}

function readCookie(header, name) {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

const escape = (value) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

function page(group, user, selfUrl) {
  const login = `${PORTAL_URL}/en/login?application=${encodeURIComponent(group.toUpperCase())}&backUrl=${encodeURIComponent(selfUrl)}`;
  const body = user
    ? `<p data-testid="status">Signed in as <strong data-testid="user-email">${escape(user.user?.email ?? user.email)}</strong></p>
       <p>${escape(user.user?.firstName ?? '')} ${escape(user.user?.lastName ?? '')}</p>
       <form method="post" action="/${escape(group)}/forget"><button>Forget this session here</button></form>`
    : `<p data-testid="status">Signed out</p><p><a href="${escape(login)}">Log in with Passport</a></p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escape(group.toUpperCase())} — sample linked product</title>
<style>body{font-family:system-ui,sans-serif;max-width:640px;margin:48px auto;padding:0 16px;color:#12151f}
h1{font-size:1.6rem}a,button{font:inherit}</style></head>
<body><main><h1>${escape(group.toUpperCase())}</h1><p>A sample linked product for Passport single sign-on.</p>${body}</main></body></html>`;
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `localhost:${PORT}`}`);
  const group = url.pathname.split('/')[1] || 'platinworld';
  const selfUrl = `${url.origin}/${group}`;
  const secure = 'HttpOnly; SameSite=Lax; Path=/';

  if (req.method === 'POST' && url.pathname.endsWith('/forget')) {
    res.writeHead(303, { Location: `/${group}`, 'Set-Cookie': `${COOKIE}=; Max-Age=0; ${secure}` }).end();
    return;
  }

  const fresh = url.searchParams.get('token');
  if (fresh) {
    // Take the token out of the address bar (and history) at once.
    const user = await checkToken(fresh);
    const cookie = user
      ? `${COOKIE}=${encodeURIComponent(fresh)}; ${secure}`
      : `${COOKIE}=; Max-Age=0; ${secure}`;
    res
      .writeHead(303, { Location: `/${group}`, 'Set-Cookie': cookie, 'Referrer-Policy': 'no-referrer' })
      .end();
    return;
  }

  const token = readCookie(req.headers.cookie, COOKIE);
  const user = token ? await checkToken(token) : null;
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
  });
  res.end(page(group, user, selfUrl));
});

server.listen(PORT, () =>
  console.log(`Sample linked product on http://localhost:${PORT}/platinworld (portal ${PORTAL_URL})`),
);
