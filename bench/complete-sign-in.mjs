// The complete sign-in of a linked product's visitor, as a browser does it (the speed issue): the login
// page, the BFF's login, /api/go's redirect with the product's token, and the product's check_token.
// Each visitor connects from a loopback address of its own (127.0.0.x), so per-address limits see real
// visitors and nothing is forged; a visitor is new each time (no cookies but the ones it is given).
import http from 'node:http';

import { sleep } from './servers.mjs';

const APPLICATION = 'PLATINWORLD';

/** One HTTP request from `localAddress`; the answer's status, headers and body text. */
function request(url, { method = 'GET', headers = {}, body, localAddress }) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, localAddress, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.end(body);
  });
}

const cookiesOf = (headers) => (headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]).join('; ');

/** One visitor's sign-in; the time of each step in ms, or throws with the step that failed. */
async function signIn({ base, user, clientAuth, backUrl, localAddress }) {
  const steps = {};
  const timed = async (name, run) => {
    const at = performance.now();
    const answer = await run();
    steps[name] = performance.now() - at;
    return answer;
  };
  const query = new URLSearchParams({ application: APPLICATION, backUrl });
  const page = await timed('page', () => request(`${base}/en/login?${query}`, { localAddress }));
  if (page.status !== 200) throw new Error(`login page ${page.status}`);
  const login = await timed('login', () =>
    request(`${base}/api/auth/login`, {
      method: 'POST',
      localAddress,
      headers: { 'content-type': 'application/json', origin: base, cookie: cookiesOf(page.headers) },
      body: JSON.stringify({ email: user.email, password: user.password, application: APPLICATION }),
    }),
  );
  if (login.status !== 200 || !login.text.includes('"SUCCESS"'))
    throw new Error(`login ${login.status} ${login.text}`);
  const go = await timed('go', () =>
    request(`${base}/api/go?${new URLSearchParams({ ...Object.fromEntries(query), locale: 'en' })}`, {
      localAddress,
      headers: { cookie: cookiesOf(login.headers) },
    }),
  );
  const token = go.headers.location ? new URL(go.headers.location).searchParams.get('token') : null;
  if (go.status !== 303 || !token) throw new Error(`go ${go.status}`);
  const check = await timed('check', () =>
    request(`${base}/oauth/check_token`, {
      method: 'POST',
      localAddress,
      headers: { authorization: clientAuth, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    }),
  );
  if (check.status !== 200) throw new Error(`check_token ${check.status}`);
  return steps;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : 0;
};

/**
 * Sign-ins per second over `seconds` with `inFlight` visitors at a time (after a warm-up), and the
 * median of each step. Visitors take the loopback addresses 127.0.0.2 … in turn.
 */
export async function measureCompleteSignIn({
  base,
  user,
  clientAuth,
  backUrl,
  inFlight,
  seconds,
  warmupSeconds,
}) {
  let address = 0;
  const nextAddress = () => `127.0.0.${2 + (address++ % 250)}`;
  const run = async (until, record) => {
    let done = 0;
    let failed = 0;
    const lastError = [];
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (performance.now() < until) {
          try {
            const steps = await signIn({ base, user, clientAuth, backUrl, localAddress: nextAddress() });
            if (performance.now() <= until) {
              done += 1;
              record?.(steps);
            }
          } catch (error) {
            failed += 1;
            lastError[0] = error.message;
            await sleep(50);
          }
        }
      }),
    );
    return { done, failed, lastError: lastError[0] };
  };
  await run(performance.now() + warmupSeconds * 1000);
  const steps = { page: [], login: [], go: [], check: [] };
  const measured = await run(performance.now() + seconds * 1000, (s) => {
    for (const key of Object.keys(steps)) steps[key].push(s[key]);
  });
  return {
    perSecond: Math.round((measured.done / seconds) * 10) / 10,
    failed: measured.failed,
    lastError: measured.lastError,
    inFlight,
    p50: Object.fromEntries(Object.entries(steps).map(([key, values]) => [key, Math.round(median(values))])),
  };
}
