// npm run bench — req/s and latency of the identity service's hot paths against a started production
// server with a throwaway DATA_DIR. Figures, not pass/fail: compare the ratios to the baseline row,
// measured in the same run (these machines are shared and noisy). Run `npm run build` first.
import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const SECRET = 'bench-client-secret-0123456789';
const BASIC = `Basic ${Buffer.from(`passport-portal:${SECRET}`).toString('base64')}`;

if (!fs.existsSync('.next/BUILD_ID') || !fs.existsSync('dist/server.cjs')) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passport-bench-'));
const server = spawn(process.execPath, ['dist/server.cjs'], {
  env: {
    ...process.env,
    NODE_ENV: undefined,
    DATA_DIR: dataDir,
    OAUTH_CLIENT_SECRET: SECRET,
    LOG_LEVEL: 'warn',
    PORT: String(PORT),
    // The load generator acts as a proxy: its X-Forwarded-For spreads the load over many visitors.
    TRUST_PROXY: 'loopback',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

const ip = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function waitForServer() {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${BASE}/config`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

/** A confirmed account, its code read from the mail outbox (no SMTP configured here). */
async function createUser() {
  const email = `bench-${Date.now()}@passport.test`;
  const password = 'Passw0rd!';
  const registered = await fetch(`${BASE}/v1/registration`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip() },
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
  for (let i = 0; i < 40 && !code; i += 1) {
    await new Promise((r) => setTimeout(r, 250));
    for (const file of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
      const raw = fs.readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '');
      code = raw.match(/confirmation\/([A-Za-z0-9_-]{20,})/)?.[1] ?? code;
    }
  }
  if (!code) throw new Error('no confirmation mail');
  const confirmed = await fetch(`${BASE}/v1/registration/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  if (!confirmed.ok) throw new Error(`confirmation failed: ${await confirmed.text()}`);
  return { email, password };
}

async function token(user) {
  const response = await fetch(`${BASE}/oauth/token`, {
    method: 'POST',
    headers: {
      Authorization: BASIC,
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Forwarded-For': ip(),
    },
    body: new URLSearchParams({ grant_type: 'password', username: user.email, password: user.password }),
  });
  const body = await response.json();
  if (!body.access_token) throw new Error(`token failed: ${JSON.stringify(body)}`);
  return body.access_token;
}

function run(title, { path: route, ...options }) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${BASE}${route}`, connections: CONNECTIONS, duration: DURATION_S, ...options },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          title,
          rps: Math.round(result.requests.average),
          p50: result.latency.p50,
          p99: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
        });
      },
    );
  });
}

await waitForServer();
const user = await createUser();
const accessToken = await token(user);
console.log(`Warming up for ${WARMUP_S} s (a fresh next start speeds up for a while)…`);
await run('warm-up', { path: '/config', duration: WARMUP_S });

const rows = [];
rows.push(await run('baseline: GET /config', { path: '/config' }));
rows.push(
  await run('POST /oauth/check_token', {
    method: 'POST',
    path: `/oauth/check_token?token=${encodeURIComponent(accessToken)}`,
    headers: { Authorization: BASIC },
  }),
);
rows.push(
  await run('GET /v1/user', { path: '/v1/user', headers: { Authorization: `Bearer ${accessToken}` } }),
);
const passwordGrant = {
  method: 'POST',
  path: '/oauth/token',
  headers: { Authorization: BASIC, 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({
    grant_type: 'password',
    username: user.email,
    password: user.password,
  }).toString(),
  // A visitor address per request, as behind a proxy, so per-address limits measure the service, not the limiter.
  requests: [
    {
      setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'X-Forwarded-For': ip() } }),
    },
  ],
};
rows.push(await run('POST /oauth/token (password grant, argon2id)', passwordGrant));

// Security issue: argon2 is queued, so a flood of logins must not starve the products' token checks.
const flood = spawn(process.execPath, ['scripts/bench-flood.mjs'], {
  env: {
    ...process.env,
    FLOOD_URL: BASE,
    FLOOD_BASIC: BASIC,
    FLOOD_USERNAME: user.email,
    FLOOD_PASSWORD: user.password,
    FLOOD_CONNECTIONS: '200',
    FLOOD_SECONDS: String(DURATION_S + 2),
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let floodOutput = '';
flood.stdout.on('data', (data) => (floodOutput += data));
const loginFlood = new Promise((resolve) =>
  flood.once('exit', () =>
    resolve({ title: '(200 concurrent password logins)', ...JSON.parse(floodOutput) }),
  ),
);
// Let the flood build up before measuring beside it.
await new Promise((resolve) => setTimeout(resolve, 1000));
rows.push(
  await run('POST /oauth/check_token during 200 logins', {
    method: 'POST',
    path: `/oauth/check_token?token=${encodeURIComponent(accessToken)}`,
    headers: { Authorization: BASIC },
  }),
);
rows.push(await loginFlood);

const baseline = rows[0].rps || 1;
console.log(
  `\n${'endpoint'.padEnd(46)} ${'req/s'.padStart(7)} ${'× base'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'non-2xx'.padStart(8)}`,
);
for (const row of rows) {
  console.log(
    `${row.title.padEnd(46)} ${String(row.rps).padStart(7)} ${(row.rps / baseline).toFixed(2).padStart(7)} ${String(row.p50).padStart(7)} ${String(row.p99).padStart(7)} ${String(row.non2xx).padStart(8)}`,
  );
}
fs.mkdirSync('bench', { recursive: true });
fs.writeFileSync(
  'bench/results.json',
  JSON.stringify(
    { date: new Date().toISOString(), connections: CONNECTIONS, durationSeconds: DURATION_S, rows },
    null,
    2,
  ),
);
console.log('\nWritten to bench/results.json');
stop();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
