// node bench/login-timing.mjs — issue 19's enumeration measure for imported accounts: the median time of
// a wrong password for an unknown address against one for an imported, not-yet-upgraded account
// (bcrypt cost 10 and PBKDF2-SHA256 600,000, both common in old systems), 200 samples each, taken in
// turn so drift hits both alike. The goal is medians within 5 ms. Figures, not a test
// (docs/performance.md). Needs `npm run build` (it runs dist/server.cjs and dist/admin.cjs).
import { spawnSync } from 'node:child_process';
import { pbkdf2Sync, randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import bcrypt from 'bcryptjs';

import { portalClientAuth, visitorAddress } from './passport-client.mjs';
import { passportEnv, requireBuild, START_FLAGS, startPinned, stop, waitUntilUp } from './servers.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3220);
const BASE = `http://127.0.0.1:${PORT}`;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);

requireBuild(); // dist/admin.cjs comes with dist/server.cjs

const ab64 = (bytes) => bytes.toString('base64').replace(/\+/g, '.').replace(/=+$/, '');
const salt = randomBytes(16);
const KINDS = {
  bcrypt: bcrypt.hashSync('Old-pass-1', 10),
  pbkdf2: `$pbkdf2-sha256$600000$${ab64(salt)}$${ab64(pbkdf2Sync('Old-pass-1', salt, 600_000, 32, 'sha256'))}`,
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passport-login-timing-'));
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
const env = passportEnv({ dataDir, port: PORT, url: BASE });

// The accounts are imported before the server starts, so it finds them at its first failed login.
const imported = Object.fromEntries(Object.keys(KINDS).map((kind) => [kind, []]));
const lines = [];
for (const [kind, hash] of Object.entries(KINDS)) {
  for (let i = 0; i < SAMPLES; i++) {
    const email = `imported-${kind}-${i}-${randomInt(1e9)}@passport.test`;
    imported[kind].push(email);
    lines.push(
      JSON.stringify({
        email,
        firstName: 'I',
        lastName: 'U',
        country: 'DE',
        confirmed: true,
        passwordHash: hash,
      }),
    );
  }
}
const file = path.join(dataDir, 'import.jsonl');
fs.writeFileSync(file, `${lines.join('\n')}\n`);
const result = spawnSync(process.execPath, ['dist/admin.cjs', 'users', 'import', file], {
  env,
  encoding: 'utf8',
});
console.log(result.stdout.trim().split('\n')[0]);

const server = startPinned(process.execPath, [...START_FLAGS, 'dist/server.cjs'], env);
try {
  await waitUntilUp(`${BASE}/config`, server);
  const clientAuth = portalClientAuth(dataDir);
  // Every attempt from an address and for an e-mail of its own: no captcha, no lock, no limit.
  const wrongPassword = async (username) => {
    const started = performance.now();
    const response = await fetch(`${BASE}/oauth/token`, {
      method: 'POST',
      headers: {
        Authorization: clientAuth,
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Forwarded-For': visitorAddress(),
      },
      body: new URLSearchParams({ grant_type: 'password', username, password: 'Wrong-pass-1' }),
    });
    const body = await response.json();
    if (body.error !== 'bad_credentials') throw new Error(`unexpected answer: ${JSON.stringify(body)}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 5; i++) await wrongPassword(`warm-${i}@passport.test`);
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  for (const kind of Object.keys(KINDS)) {
    const unknown = [];
    const known = [];
    for (let i = 0; i < SAMPLES; i++) {
      unknown.push(await wrongPassword(`nobody-${kind}-${i}-${randomInt(1e9)}@passport.test`));
      known.push(await wrongPassword(imported[kind][i]));
    }
    const [u, k] = [median(unknown), median(known)];
    console.log(
      `${kind}: unknown address median ${u.toFixed(1)} ms, imported account median ${k.toFixed(1)} ms, ` +
        `difference ${(k - u).toFixed(1)} ms (${SAMPLES} samples each)`,
    );
  }
} finally {
  await stop(server);
}
