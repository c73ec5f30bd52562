// What `npm run bench` needs from a started Passport, got through its public API: a confirmed account,
// an access token and a signed-in browser session.
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { sleep } from './servers.mjs';

/** A visitor address per request, as behind a proxy, so per-address limits measure the service, not the limiter. */
export const visitorAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** The portal's own OAuth client, with the secret Passport generated into its DATA_DIR. */
export function portalClientAuth(dataDir) {
  const secrets = JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));
  return `Basic ${Buffer.from(`passport-portal:${secrets.oauthClientSecret}`).toString('base64')}`;
}

/** A confirmed account, its code read from the mail outbox (no SMTP configured). */
export async function createUser(base, dataDir) {
  const email = `bench-${Date.now()}-${randomInt(1e6)}@passport.test`;
  const password = 'Kx7!vRq2m';
  const registered = await fetch(`${base}/v1/registration`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': visitorAddress() },
    body: JSON.stringify({
      email,
      password,
      firstName: 'Bench',
      lastName: 'User',
      nationalityId: 'DE',
      language: 'en',
    }),
  });
  if (!registered.ok) throw new Error(`registration failed: ${await registered.text()}`);
  const outbox = path.join(dataDir, 'outbox');
  let code;
  for (let i = 0; i < 80 && !code; i += 1) {
    await sleep(250);
    for (const file of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
      const raw = fs.readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '');
      if (!raw.includes(email)) continue;
      code = raw.match(/confirmation\/([A-Za-z0-9_-]{20,})/)?.[1] ?? code;
    }
  }
  if (!code) throw new Error('no confirmation mail in the outbox');
  const confirmed = await fetch(`${base}/v1/registration/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  if (!confirmed.ok) throw new Error(`confirmation failed: ${await confirmed.text()}`);
  return { email, password };
}

export async function accessToken(base, clientAuth, user) {
  const response = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: {
      Authorization: clientAuth,
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Forwarded-For': visitorAddress(),
    },
    body: new URLSearchParams({ grant_type: 'password', username: user.email, password: user.password }),
  });
  const body = await response.json();
  if (!body.access_token) throw new Error(`password grant failed: ${JSON.stringify(body)}`);
  return body.access_token;
}

/** A browser session signed in through the BFF's login route: its cookies, as header and as list. */
export async function signedInSession(base, user) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': visitorAddress() },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  const answer = await response.json();
  if (answer.state !== 'success' || answer.data?.status !== 'SUCCESS') {
    throw new Error(`BFF login failed: ${JSON.stringify(answer)}`);
  }
  const cookies = response.headers.getSetCookie().map((line) => {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim() };
  });
  if (cookies.length === 0) throw new Error('BFF login set no cookie');
  return {
    header: cookies.map(({ name, value }) => `${name}=${value}`).join('; '),
    list: cookies.map((cookie) => ({ ...cookie, url: base })),
  };
}

/** autocannon's options for check_token with the portal's client and a live token. */
export function checkTokenRequest(base, clientAuth, token) {
  return {
    url: `${base}/oauth/check_token?token=${encodeURIComponent(token)}`,
    method: 'POST',
    headers: { Authorization: clientAuth },
  };
}

/** A request as a new visitor: per-address limits would otherwise answer most of a window. */
export const fromNewVisitor = (request) => ({
  ...request,
  headers: { ...request.headers, 'X-Forwarded-For': visitorAddress() },
});

/** autocannon's options for the password grant, each request from a visitor of its own. */
export function passwordGrantRequest(base, clientAuth, user) {
  return {
    url: `${base}/oauth/token`,
    method: 'POST',
    headers: { Authorization: clientAuth, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: user.email,
      password: user.password,
    }).toString(),
    requests: [{ setupRequest: fromNewVisitor }],
  };
}
