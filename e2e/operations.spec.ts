import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

import packageJson from '../package.json';
import { createUser, expect, test } from './fixtures';
import { refusedStart, startPortal } from './support/start-portal';

// Operating Passport (operations issue): production refuses development defaults, health probes,
// and a graceful shutdown — against the portal as `npm start` runs it.

const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const SCRATCH_PORT = Number(process.env.E2E_SCRATCH_PORT ?? 5320);

test('a production start refuses development defaults, one line per problem', async () => {
  const { code, lines } = await refusedStart({ NODE_ENV: 'production', PORT: String(BASE_PORT + 93) });
  expect(code).toBe(1);
  expect(lines.every((line) => line.startsWith('Passport cannot start: '))).toBe(true);
  const stderr = lines.join('\n');
  expect(stderr).toContain('APP_URL is not set');
  expect(stderr).toContain('BACK_URL_PLATINWORLD is not set');
  expect(stderr).toContain('SMTP_URL is not set');
  expect(stderr).toContain('MAIL_FROM is not set');
});

test('every start refuses a wrong setting, naming the variable and its rule, one line each', async () => {
  const { code, lines, dataDir } = await refusedStart({
    PORT: String(BASE_PORT + 93),
    SESSION_SECRET: 'short',
    TOKEN_TTL_SECONDS: '-5',
    DATABASE_URL: 'mysql://x',
    LOG_LEVEL: 'verbose',
    TRUST_PROXY: 'banana',
    BACK_URL_SMART: 'javascript:alert(1)',
  });
  expect(code).toBe(1);
  expect(lines).toHaveLength(6);
  expect(lines).toEqual(
    expect.arrayContaining(
      [
        'SESSION_SECRET is too short: at least 32 characters',
        'TOKEN_TTL_SECONDS must be a whole number of seconds above 0',
        'DATABASE_URL must be a postgres:// or postgresql:// URL',
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
        'BACK_URL_SMART must be an http:// or https:// URL',
        'TRUST_PROXY entry "banana" is not an address',
      ].map((rule) => expect.stringContaining(`Passport cannot start: ${rule}`)),
    ),
  );
  // Nothing was created: a refused start leaves no database behind.
  expect(fs.readdirSync(dataDir)).toEqual([]);
});

/** An SMTP server of this test's own that counts the sessions opened to it. */
async function countingSmtp(port: number) {
  let sessions = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onConnect(_session, callback) {
      sessions += 1;
      callback();
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { sessions: () => sessions, close: () => new Promise<void>((resolve) => server.close(resolve)) };
}

test('health: /readyz fails only without the database; mail and Redis are degraded; probes are cached', async () => {
  const smtpPort = SCRATCH_PORT + 20;
  const smtp = await countingSmtp(smtpPort);
  const portal = await startPortal(BASE_PORT + 94, {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'p@x.test',
  });
  try {
    const health = await fetch(`${portal.url}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', version: packageJson.version });
    await expect.poll(async () => (await fetch(`${portal.url}/readyz`)).status).toBe(200);
    const before = smtp.sessions();
    // A load balancer's probes, or someone's flood: 400 at once open at most one SMTP session (two if
    // the probe's few seconds run out meanwhile), not 400.
    const answers = await Promise.all(
      Array.from({ length: 400 }, () => fetch(`${portal.url}/readyz`).then((r) => r.json())),
    );
    expect(answers.every((a) => a.status === 'ready')).toBe(true);
    expect(answers[0]).toEqual({ status: 'ready', checks: { database: 'ok', mail: 'ok' } });
    expect(smtp.sessions() - before).toBeLessThanOrEqual(2);
  } finally {
    await portal.stop();
    await smtp.close();
  }

  // The mail provider and Redis down: still in rotation (logins work), the body says degraded.
  const degraded = await startPortal(BASE_PORT + 95, {
    SMTP_URL: 'smtp://127.0.0.1:9',
    REDIS_URL: 'redis://127.0.0.1:9',
    MAIL_FROM: 'p@x.test',
  });
  try {
    const ready = await fetch(`${degraded.url}/readyz`);
    expect(ready.status).toBe(200);
    const body = await ready.json();
    expect(body).toEqual({
      status: 'degraded',
      checks: { database: 'ok', mail: 'degraded', redis: 'degraded' },
    });
    expect(JSON.stringify(body)).not.toContain('127.0.0.1');
  } finally {
    await degraded.stop();
  }

  // The database down: sign-in cannot work, so the instance leaves the rotation.
  const noDatabase = await startPortal(BASE_PORT + 91, {
    DATABASE_URL: 'postgres://passport@127.0.0.1:9/none',
  });
  try {
    const ready = await fetch(`${noDatabase.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'not_ready', checks: { database: 'failed' } });
    expect((await fetch(`${noDatabase.url}/healthz`)).status).toBe(200);
  } finally {
    await noDatabase.stop();
  }
});

test('metrics on their own loopback port; an opt-in access log that never holds a code or a token', async ({
  request,
}) => {
  const metricsPort = SCRATCH_PORT + 21;
  const CLIENT_SECRET = 'metrics-test-client-secret-0123456789';
  const portal = await startPortal(
    BASE_PORT + 90,
    {
      METRICS_PORT: String(metricsPort),
      ACCESS_LOG: '1',
      LOG_LEVEL: 'warn',
      SMTP_URL: process.env.E2E_SMTP_URL,
      TRUST_PROXY: 'loopback',
      OAUTH_CLIENT_SECRET: CLIENT_SECRET,
    },
    { captureOutput: true },
  );
  try {
    expect(portal.output()).toContain(`Passport ${packageJson.version} listening on`);
    const user = await createUser(request, {}, portal.url);
    const basic = Buffer.from(`passport-portal:${CLIENT_SECRET}`).toString('base64');
    const login = await fetch(`${portal.url}/oauth/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: user.email, password: 'Wrong1!aa' }),
    });
    expect(login.status).toBe(400);
    const token = 'planted-token-never-logged-0123456789';
    await fetch(`${portal.url}/oauth/check_token?token=${token}`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}` },
    });
    await fetch(`${portal.url}/en/confirmation/SecretConfirmationCode42?token=${token}`);
    await fetch(`${portal.url}/readyz`);

    const scrape = async () => (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    const text = await scrape();
    expect(text).toMatch(
      /passport_http_requests_total\{method="POST",route="\/oauth\/check_token",status="401"\} 1/,
    );
    expect(text).toMatch(
      /passport_http_request_duration_seconds_bucket\{le="[\d.]+",method="GET",route="page"\}/,
    );
    expect(text).toMatch(/passport_sign_ins_total\{outcome="bad_credentials",method="password"\} 1/);
    expect(text).toMatch(/passport_argon2_queue\{state="waiting"\} 0/);
    expect(text).toMatch(/passport_mail_outbox\{state="pending"\} \d+/);
    expect(text).toMatch(/passport_mail_deliveries_total\{outcome="sent"\} [1-9]/);
    expect(text).toMatch(/passport_dependency_up\{dependency="database"\} 1/);
    expect(text).toContain('passport_document_checks_total');
    expect(text).not.toContain('SecretConfirmationCode42');
    // Not on the public port…
    expect(await (await fetch(`${portal.url}/metrics`)).text()).not.toContain('passport_http_requests_total');
    // …nor on any address but loopback.
    const external = Object.values(os.networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;
    if (external) await expect(fetch(`http://${external}:${metricsPort}/metrics`)).rejects.toThrow();

    const access = portal
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{') && JSON.parse(line).access === true)
      .map((line) => JSON.parse(line));
    expect(access.find((line) => line.route === '/oauth/check_token')).toMatchObject({
      method: 'POST',
      path: '/oauth/check_token',
      status: 401,
      requestId: expect.any(String),
      visitor: expect.any(String),
      ms: expect.any(Number),
    });
    expect(access.find((line) => line.path === '/en/confirmation/:code')).toMatchObject({ route: 'page' });
    expect(portal.output()).not.toContain(token);
    expect(portal.output()).not.toContain('SecretConfirmationCode42');
  } finally {
    await portal.stop();
  }
  // Without ACCESS_LOG, no line per request.
  const quiet = await startPortal(BASE_PORT + 89, { LOG_LEVEL: 'info' }, { captureOutput: true });
  try {
    await fetch(`${quiet.url}/oauth/check_token?token=x`, { method: 'POST' });
    expect(quiet.output()).not.toContain('"access":true');
  } finally {
    await quiet.stop();
  }
});

test('SIGTERM lets a request in flight finish, then the process exits cleanly', async () => {
  const portal = await startPortal(BASE_PORT + 96);
  const port = new URL(portal.url).port;
  const socket = net.connect(Number(port), '127.0.0.1');
  let answer = '';
  socket.on('data', (data) => (answer += data));
  const body = JSON.stringify({ email: 'in-flight@example.com' });
  // Expect: 100-continue makes the server say when it has taken the request (its head parsed)…
  socket.write(
    `POST /v1/password/reset HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
  );
  socket.write(body.slice(0, 5));
  await expect.poll(() => answer).toMatch(/^HTTP\/1\.1 100 /);
  // …so the request is in flight (its body half sent) when the operator stops the process.
  const exited = new Promise<number | null>((resolve) => portal.process.once('exit', resolve));
  portal.process.kill('SIGTERM');
  // New connections are no longer taken…
  await expect
    .poll(() =>
      fetch(`${portal.url}/healthz`).then(
        () => 'answered',
        () => 'refused',
      ),
    )
    .toBe('refused');
  // …but the one in flight completes.
  socket.write(body.slice(5));
  expect(await exited).toBe(0);
  expect(answer).toMatch(/\r\n\r\nHTTP\/1\.1 (200|401) /);
});

test('legal documents: an operator’s copies in DATA_DIR/legal replace the bundled ones without a rebuild', async () => {
  const portal = await startPortal(BASE_PORT + 92);
  try {
    const bundled = await fetch(`${portal.url}/docs/en/TermsofUsePP.pdf`);
    expect(bundled.status).toBe(200);
    const bundledBytes = Buffer.from(await bundled.arrayBuffer());

    const legal = path.join(portal.dataDir, 'legal');
    fs.mkdirSync(path.join(legal, 'en'), { recursive: true });
    const terms = Buffer.from('%PDF-1.4\n% the operator’s own terms of use\n%%EOF\n');
    fs.writeFileSync(path.join(legal, 'en', 'TermsofUsePP.pdf'), terms);
    fs.writeFileSync(path.join(legal, 'Imprint.html'), '<!doctype html><title>ACME GmbH</title><p>ACME GmbH');

    const replaced = await fetch(`${portal.url}/docs/en/TermsofUsePP.pdf`);
    expect(replaced.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await replaced.arrayBuffer())).toEqual(terms);
    // Another language the operator did not replace keeps the bundled document.
    const german = await fetch(`${portal.url}/docs/de/TermsofUsePP.pdf`);
    expect(german.status).toBe(200);
    expect(Buffer.from(await german.arrayBuffer())).not.toEqual(terms);
    expect(bundledBytes).not.toEqual(terms);

    const imprint = await fetch(`${portal.url}/Imprint.html`);
    expect(await imprint.text()).toContain('ACME GmbH');
    // The operator's page is shown, never run.
    expect(imprint.headers.get('content-security-policy')).toContain("default-src 'none'");
    // Nothing else in DATA_DIR is reachable this way.
    fs.writeFileSync(path.join(legal, 'en', 'secret.pdf'), 'x');
    expect((await fetch(`${portal.url}/docs/en/secret.pdf`)).status).toBe(404);
    expect((await fetch(`${portal.url}/docs/en/..%2F..%2Fsession-secret`)).status).toBe(404);
  } finally {
    await portal.stop();
  }
});
