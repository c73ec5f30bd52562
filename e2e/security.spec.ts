import fs from 'node:fs';
import net from 'node:net';

import {
  createUser,
  expect,
  linkIn,
  PORTAL_URL,
  PRODUCT_URL,
  signIn,
  test,
  uniqueEmail,
  waitForEmail,
} from './fixtures';
import { startPortal, type StartedPortal } from './support/start-portal';

// The security issue, tried against a portal started as an operator starts it (`npm start`), with no
// proxy in front and none trusted — and against the e2e portal, which trusts its loopback proxy.

const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
let portal: StartedPortal;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  portal = await startPortal(BASE_PORT + 91, {
    APP_URL: 'https://passport.example',
    SMTP_URL: process.env.E2E_SMTP_URL,
  });
});

test.afterAll(async () => {
  await portal?.stop();
});

const basic = () =>
  `Basic ${Buffer.from(`passport-portal:${JSON.parse(fs.readFileSync(`${portal.dataDir}/secrets.json`, 'utf8')).oauthClientSecret}`).toString('base64')}`;

/** The server's resident memory in MiB (Linux). */
function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

/**
 * Sends `total` bytes as fast as the server takes them, declared or chunked, over a raw socket (the
 * server may answer and close before the body is through); resolves with the answer's status.
 */
function sendHuge(url: string, total: number, declared: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const socket = net.connect(Number(target.port), target.hostname);
    let answer = '';
    const finish = () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (status) resolve(Number(status[1]));
      else reject(new Error(`no answer from ${url}`));
    };
    socket.on('data', (data) => {
      answer += data.toString('latin1');
      if (/^HTTP\/1\.1 \d{3}/.test(answer)) socket.destroy();
    });
    socket.on('close', finish);
    socket.on('error', () => undefined);
    const head = [
      `POST ${target.pathname} HTTP/1.1`,
      `Host: ${target.host}`,
      'Content-Type: application/json',
      'Origin: https://passport.example',
      declared ? `Content-Length: ${total}` : 'Transfer-Encoding: chunked',
    ].join('\r\n');
    socket.write(`${head}\r\n\r\n`);
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    const framed = declared
      ? chunk
      : Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
    let sent = 0;
    const pump = () => {
      while (sent < total && !socket.destroyed) {
        sent += chunk.length;
        if (!socket.write(framed)) return void socket.once('drain', pump);
      }
      if (!declared && !socket.destroyed) socket.write('0\r\n\r\n');
    };
    pump();
  });
}

test('a 1 GiB body is answered 413 without the server growing, and the next login works', async () => {
  const pid = portal.process.pid!;
  const before = rssOf(pid);
  const GiB = 1024 * 1024 * 1024;
  for (const path of ['/v1/registration', '/api/registration', '/api/auth/login']) {
    expect(await sendHuge(`${portal.url}${path}`, GiB, true)).toBe(413);
    // Without a declared length the body is cut where it is read.
    expect(await sendHuge(`${portal.url}${path}`, 256 * 1024 * 1024, false)).toBe(413);
  }
  expect(rssOf(pid) - before).toBeLessThan(50);

  // The server is fine: a sign-up, its confirmation mail and a login go through.
  const email = uniqueEmail('after-413');
  const registered = await fetch(`${portal.url}/v1/registration`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'Kx7!vRq2m',
      firstName: 'A',
      lastName: 'B',
      nationalityId: 'DE',
    }),
  });
  expect(registered.status).toBe(200);
  const code = new URL(linkIn(await waitForEmail(email), '/confirmation/')).pathname.split('/').pop()!;
  const confirmed = await fetch(`${portal.url}/v1/registration/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  expect(confirmed.status).toBe(200);
  const login = await fetch(`${portal.url}/oauth/token`, {
    method: 'POST',
    headers: { authorization: basic(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password: 'Kx7!vRq2m' }),
  });
  expect(((await login.json()) as { authentication_status: string }).authentication_status).toBe('SUCCESS');
  // Through the BFF too — and behind https the session cookie is host-only (`__Host-`).
  const bff = await fetch(`${portal.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'https://passport.example' },
    body: JSON.stringify({ email, password: 'Kx7!vRq2m' }),
  });
  expect(await bff.json()).toMatchObject({ state: 'success', data: { status: 'SUCCESS' } });
  const cookies = bff.headers.getSetCookie();
  expect(cookies.find((c) => c.startsWith('__Host-passport_token='))).toMatch(/; Path=\/;.*Secure/i);
  expect(cookies.some((c) => c.startsWith('passport_token='))).toBe(false);
  // So are the login page's browser bindings: a sibling subdomain cannot plant one it knows.
  for (const [path, name] of [
    ['/api/auth/qr', 'passport_qr_binding'],
    ['/api/auth/passkey/options', 'passport_passkey_binding'],
  ]) {
    const asked = await fetch(`${portal.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://passport.example' },
      body: '{}',
    });
    expect(asked.status, path).toBe(200);
    const [set, ...more] = asked.headers.getSetCookie();
    expect(more, path).toEqual([]);
    const [pair, ...attributes] = set!.split('; ').map((part) => part.toLowerCase());
    expect(pair, path).toMatch(new RegExp(`^__host-${name}=[\\w-]{24}$`));
    expect(attributes.sort(), path).toEqual(['httponly', 'path=/', 'samesite=lax', 'secure']);
  }
});

async function wrongPassword(base: string, authorization: string, forged: string) {
  const response = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: {
      authorization,
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': forged,
      // The headers the server itself uses inside are forged too: they must change nothing either.
      'x-passport-visitor': forged,
      'x-passport-bff-visitor': forged,
      'x-passport-bff-proof': 'forged',
    },
    body: new URLSearchParams({
      grant_type: 'password',
      username: uniqueEmail('nobody'),
      password: 'Wrong1!aa',
    }),
  });
  return ((await response.json()) as { error: string }).error;
}

const forgedAddress = (i: number) => `198.51.${Math.floor(i / 250)}.${(i % 250) + 1}`;

test('a forged X-Forwarded-For changes nothing: 40 failures from one machine end in the captcha demand', async () => {
  const answers: string[] = [];
  for (let i = 0; i < 40; i++) answers.push(await wrongPassword(portal.url, basic(), forgedAddress(i)));
  // 20 failures from one address demand the captcha; soon the address's token budget is spent too.
  expect(answers.slice(0, 20)).toEqual(Array(20).fill('bad_credentials'));
  expect(answers[20]).toBe('google_recaptcha_v2_required');
  expect(
    answers.slice(20).every((a) => a === 'google_recaptcha_v2_required' || a === 'too_many_requests'),
  ).toBe(true);
});

test('behind a trusted proxy (TRUST_PROXY=loopback) the address it reports is the one limited', async () => {
  const secret = process.env.E2E_CLIENT_SECRET!;
  const auth = `Basic ${Buffer.from(`passport-portal:${secret}`).toString('base64')}`;
  const answers: string[] = [];
  for (let i = 0; i < 40; i++) answers.push(await wrongPassword(PORTAL_URL, auth, forgedAddress(i + 500)));
  // Each proxy-reported address failed once: no limit, no captcha.
  expect(answers).toEqual(Array(40).fill('bad_credentials'));
});

test('behind https every answer carries HSTS; no page may set a base URL', async () => {
  const page = await fetch(`${portal.url}/en/login`);
  expect(page.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  expect(page.headers.get('content-security-policy')).toContain("base-uri 'none'");
});

test("a product's token opens the profile but not the portal's own operations, and dies with the logout", async ({
  page,
  request,
}) => {
  const user = await createUser(request);
  await signIn(page, user);
  const go = await page.request.get(
    `/api/go?application=ULTIMACARD&backUrl=${encodeURIComponent(`${PRODUCT_URL}/ultimacard`)}`,
    { maxRedirects: 0 },
  );
  expect(go.status()).toBe(303);
  const token = new URL(go.headers().location!).searchParams.get('token')!;
  const bearer = { Authorization: `Bearer ${token}` };
  const client = {
    Authorization: `Basic ${Buffer.from(`passport-portal:${process.env.E2E_CLIENT_SECRET}`).toString('base64')}`,
  };

  const check = await request.post(`${PORTAL_URL}/oauth/check_token`, { form: { token }, headers: client });
  expect(await check.json()).toMatchObject({
    active: true,
    application: 'ULTIMACARD',
    user_name: user.email,
  });
  expect((await request.get(`${PORTAL_URL}/v1/user`, { headers: bearer })).status()).toBe(200);
  const password = await request.put(`${PORTAL_URL}/v1/password`, {
    data: { password: user.password, newPassword: 'N3w-Secret' },
    headers: bearer,
  });
  expect(password.status()).toBe(403);
  const approve = await request.post(`${PORTAL_URL}/v1/qr/approve`, { data: { code: 'x' }, headers: bearer });
  expect(approve.status()).toBe(403);

  await page.request.post('/api/auth/logout', { data: {}, headers: { Origin: PORTAL_URL } });
  const after = await request.post(`${PORTAL_URL}/oauth/check_token`, { form: { token }, headers: client });
  expect(after.status()).toBe(401);
});

test.describe('the CSP refuses an injected script', () => {
  const INJECTED = '<script>window.__injected = true;</script>';

  /** Loads `path` with a script written into its HTML on the way, as a stored or reflected XSS would. */
  async function loadInjected(page: import('@playwright/test').Page, path: string) {
    let served = '';
    await page.route(`${PORTAL_URL}${path}`, async (route) => {
      const response = await route.fetch();
      served = response.headers()['x-passport-page'] ?? 'rendered';
      const html = (await response.text()).replace('</body>', `${INJECTED}</body>`);
      await route.fulfill({ response, body: html });
    });
    const refused = page.waitForEvent('console', (m) => /Content Security Policy/i.test(m.text()));
    await page.goto(path);
    await refused;
    return served;
  }

  test('on a page shared by every visitor (hashes), while its own scripts run', async ({ page }) => {
    expect(await loadInjected(page, '/en/login')).toBe('shared');
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
    // The page's own scripts ran: the form is React's (it validates in the browser).
    await page.getByTestId('login-form').getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('The field is required').first()).toBeVisible();
  });

  test('on a page rendered for the visitor (nonce)', async ({ page, request }) => {
    await signIn(page, await createUser(request));
    expect(await loadInjected(page, '/en/profile/general')).toBe('rendered');
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  });
});
