import fs from 'node:fs';
import path from 'node:path';

import { expect, test } from './fixtures';
import { refusedStart, startPortal } from './support/start-portal';

// Audit events and abuse limits (operations issue) against the portal as `npm start` runs it: its whole
// output is JSON lines (Next's own included), a login through the BFF is recorded under the request id
// the visitor's proxy gave, and a mistyped limit stops the start. Ports from the scratch range.
const SCRATCH_PORT = Number(process.env.E2E_SCRATCH_PORT ?? 5320);

/** A portal whose whole output is kept, logging at info, behind the loopback proxy the test plays. */
const startLoggedPortal = (port: number) =>
  startPortal(port, { LOG_LEVEL: 'info', TRUST_PROXY: 'loopback' }, { captureOutput: true });

async function confirmationCode(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let i = 0; i < 200; i += 1) {
    for (const name of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
      const text = fs.readFileSync(path.join(outbox, name), 'utf8').replace(/=\r?\n/g, '');
      const code = text.includes(email) ? /\/confirmation\/([A-Za-z0-9_-]+)/.exec(text)?.[1] : undefined;
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no confirmation mail to ${email}`);
}

test('the whole output is JSON lines, and a login through the BFF is recorded under the proxy’s request id', async () => {
  const portal = await startLoggedPortal(SCRATCH_PORT + 1);
  try {
    const email = `audit.${Date.now()}@example.com`;
    const password = 'Audit-pa55';
    const registered = await fetch(`${portal.url}/v1/registration`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password,
        firstName: 'Ada',
        lastName: 'Lovelace',
        nationalityId: 'DE',
        language: 'en',
      }),
    });
    expect(registered.status).toBe(200);
    const code = await confirmationCode(portal.dataDir, email);
    const confirmed = await fetch(`${portal.url}/v1/registration/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    expect(confirmed.status).toBe(200);

    const requestId = `edge-${Date.now()}`;
    const login = await fetch(`${portal.url}/api/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: portal.url,
        'x-request-id': requestId,
        'x-forwarded-for': '198.51.100.23',
      },
      body: JSON.stringify({ email, password }),
    });
    expect(await login.json()).toMatchObject({ state: 'success', data: { status: 'SUCCESS' } });
    expect(login.headers.get('x-request-id')).toBe(requestId);
    const cookie = login.headers.get('set-cookie') ?? '';

    const parsed = () =>
      portal
        .output()
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    await expect
      .poll(() => parsed().find((line) => line.audit === 'login.success'))
      .toMatchObject({
        requestId,
        visitor: '198.51.100.23',
        actor: 'visitor',
        accountId: expect.any(String),
      });
    // The entry's start line is a JSON line naming the release, and Next's own console output is too.
    expect(parsed()).toContainEqual(
      expect.objectContaining({
        version: expect.any(String),
        msg: expect.stringMatching(/^Passport \S+ listening/),
      }),
    );
    expect(parsed()).toContainEqual(expect.objectContaining({ source: 'console' }));
    for (const secret of [
      password,
      code,
      ...cookie
        .split(/[;,]\s*/)
        .map((part) => part.split('=')[1] ?? '')
        .filter((v) => v.length > 16),
    ]) {
      expect(portal.output()).not.toContain(secret);
    }
  } finally {
    await portal.stop();
  }
});

test('a mistyped abuse limit stops the start with one clear line', async () => {
  const { code, lines } = await refusedStart({
    PORT: String(SCRATCH_PORT + 2),
    RATE_LIMITS: 'token=30',
    RATE_LIMIT_EXEMPT: 'office',
  });
  expect(code).toBe(1);
  expect(lines).toEqual([
    expect.stringMatching(/^Passport cannot start: RATE_LIMITS entry "token=30" is not NAME=POINTS\/SECONDS/),
    expect.stringMatching(
      /^Passport cannot start: RATE_LIMIT_EXEMPT entry "office" is not an IPv4 or IPv6 address/,
    ),
  ]);
});
