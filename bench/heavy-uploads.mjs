// node bench/heavy-uploads.mjs — issue 19's heavy-upload attack, measured: eight users each upload a
// photo just under the pixel bound at once while one user logs in again and again. Prints the login
// latency (p50/p99) idle, during the uploads and after, the upload answers, and the server's resident
// memory idle, at its peak and 5 s after. Figures, not a test (docs/performance.md). Needs `npm run build`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

import { accessToken, createUser, portalClientAuth, visitorAddress } from './passport-client.mjs';
import {
  passportEnv,
  requireBuild,
  rssMiB,
  sleep,
  START_FLAGS,
  startPinned,
  stop,
  waitUntilUp,
} from './servers.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3210);
const BASE = `http://127.0.0.1:${PORT}`;
const UPLOADERS = Number(process.env.BENCH_UPLOADERS ?? 8);
// Just under the 24-megapixel bound (lib/identity/identity-policy.ts); BENCH_UPLOAD_SIDE=6320x6320 is
// the old 40-MP bound's worst case, for comparison with the old code.
const [WIDTH, HEIGHT] = (process.env.BENCH_UPLOAD_SIZE ?? '5990x3990').split('x').map(Number);
// A p99 needs a few hundred samples: of 30, the "p99" is just the slowest one seen.
const IDLE_LOGINS = Number(process.env.BENCH_IDLE_LOGINS ?? 300);

requireBuild();

/** A gradient photo of the given size: structure enough to be a picture, small enough for 5 MiB. */
async function photo(width, height) {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = (x + y) & 0xff;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 70 })
    .toBuffer();
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const describe = (values) =>
  `p50 ${percentile(values, 50).toFixed(0)} ms, p99 ${percentile(values, 99).toFixed(0)} ms (n=${values.length})`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passport-heavy-uploads-'));
const server = startPinned(
  process.execPath,
  [...START_FLAGS, 'dist/server.cjs'],
  passportEnv({ dataDir, port: PORT, url: BASE }),
);
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
try {
  await waitUntilUp(`${BASE}/config`, server);
  const clientAuth = portalClientAuth(dataDir);
  const loginUser = await createUser(BASE, dataDir);
  const uploaders = [];
  for (let i = 0; i < UPLOADERS; i++) {
    const user = await createUser(BASE, dataDir);
    const token = await accessToken(BASE, clientAuth, user);
    const saved = await fetch(`${BASE}/v1/documents`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        documentType: 'PASSPORT',
        documentMetadata: { name: 'Bench', surname: 'User' },
      }),
    });
    if (!saved.ok) throw new Error(`saving the passport failed: ${await saved.text()}`);
    uploaders.push(token);
  }
  const image = await photo(WIDTH, HEIGHT);
  console.log(
    `${UPLOADERS} uploads of ${WIDTH}×${HEIGHT} (${((WIDTH * HEIGHT) / 1e6).toFixed(1)} MP, ` +
      `${(image.length / 1024 / 1024).toFixed(1)} MiB JPEG) against one server; logins one after another.`,
  );

  const login = async () => {
    const started = performance.now();
    await accessToken(BASE, clientAuth, loginUser);
    return performance.now() - started;
  };
  // Warm-up, then the idle figures.
  for (let i = 0; i < 10; i++) await login();
  const idle = [];
  for (let i = 0; i < IDLE_LOGINS; i++) idle.push(await login());
  await sleep(2000);
  const rssIdle = rssMiB(server.pid);

  let peak = rssIdle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(server.pid))), 100);
  const started = performance.now();
  let uploading = true;
  const uploads = Promise.all(
    uploaders.map(async (token) => {
      const form = new FormData();
      form.set('documentType', 'PASSPORT');
      form.set('file', new Blob([image], { type: 'image/jpeg' }), 'photo.jpg');
      const response = await fetch(`${BASE}/v1/documents/upload`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': visitorAddress() },
        body: form,
      });
      await response.arrayBuffer();
      return { status: response.status, seconds: (performance.now() - started) / 1000 };
    }),
  ).finally(() => (uploading = false));
  const during = [];
  while (uploading) during.push(await login());
  const answers = await uploads;
  clearInterval(sampler);
  await sleep(5000);
  const rssAfter = rssMiB(server.pid);
  const after = [];
  for (let i = 0; i < IDLE_LOGINS; i++) after.push(await login());

  const statuses = answers.map((a) => a.status).join(' ');
  const last = Math.max(...answers.map((a) => a.seconds)).toFixed(1);
  console.log(`uploads answered: ${statuses} (the last after ${last} s)`);
  console.log(`login idle:           ${describe(idle)}`);
  console.log(`login during uploads: ${describe(during)}`);
  console.log(`login after:          ${describe(after)}`);
  console.log(
    `p99 during / idle: ${(percentile(during, 99) / percentile(idle, 99)).toFixed(2)}×; ` +
      `RSS idle ${rssIdle} MiB, peak ${peak} MiB, 5 s after ${rssAfter} MiB`,
  );
} finally {
  await stop(server);
}
