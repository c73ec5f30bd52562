import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { expect, test } from './fixtures';
import { startPortal } from './support/start-portal';

// Operating Passport (operations issue): production refuses development defaults, health probes,
// and a graceful shutdown — against the portal as `npm start` runs it.

const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);

test('a production start refuses development defaults, one line per problem', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passport-prod-'));
  const child = spawn(process.execPath, ['dist/server.cjs'], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: String(BASE_PORT + 93), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (data) => (stderr += data));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  expect(code).toBe(1);
  const lines = stderr.trim().split('\n');
  expect(lines.every((line) => line.startsWith('Passport cannot start: '))).toBe(true);
  expect(stderr).toContain('APP_URL is not set');
  expect(stderr).toContain('BACK_URL_PLATINWORLD is not set');
  expect(stderr).toContain('SMTP_URL is not set');
  expect(stderr).toContain('MAIL_FROM is not set');
});

test('health: /healthz answers at once; /readyz names its checks, and a failing one makes it 503', async () => {
  const portal = await startPortal(BASE_PORT + 94, { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'p@x.test' });
  try {
    const health = await fetch(`${portal.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${portal.url}/readyz`);
    expect(ready.status).toBe(503);
    const body = await ready.json();
    expect(body).toEqual({ status: 'not_ready', checks: { database: 'ok', mail: 'failed' } });
    expect(JSON.stringify(body)).not.toContain('127.0.0.1');
  } finally {
    await portal.stop();
  }
  const healthy = await startPortal(BASE_PORT + 95, { SMTP_URL: process.env.E2E_SMTP_URL });
  try {
    const ready = await fetch(`${healthy.url}/readyz`);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', mail: 'ok' } });
  } finally {
    await healthy.stop();
  }
});

test('SIGTERM lets a request in flight finish, then the process exits cleanly', async () => {
  const portal = await startPortal(BASE_PORT + 96);
  const port = new URL(portal.url).port;
  const socket = net.connect(Number(port), '127.0.0.1');
  let answer = '';
  socket.on('data', (data) => (answer += data));
  const body = JSON.stringify({ email: 'in-flight@example.com' });
  socket.write(
    `POST /v1/password/reset HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
  );
  socket.write(body.slice(0, 5));
  // The request is in flight (its body half sent) when the operator stops the process.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const exited = new Promise<number | null>((resolve) => portal.process.once('exit', resolve));
  portal.process.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 200));
  // New connections are no longer taken…
  await expect(fetch(`${portal.url}/healthz`)).rejects.toThrow();
  // …but the one in flight completes.
  socket.write(body.slice(5));
  expect(await exited).toBe(0);
  expect(answer).toMatch(/^HTTP\/1\.1 (200|401) /);
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
