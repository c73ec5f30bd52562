// Starts the portal on its embedded defaults (port 3000, SQLite and mail files in ./data) with the
// sample linked product beside it (port 4000). Run `npm run build` first.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { START_FLAGS } from './start-flags.mjs';

const port = process.env.PORT ?? '3000';
const productPort = process.env.SAMPLE_PRODUCT_PORT ?? '4000';
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
const portalUrl = process.env.APP_URL ?? `http://localhost:${port}`;

if (!fs.existsSync('.next/BUILD_ID') || !fs.existsSync('dist/server.cjs')) {
  console.error('No production build found: run `npm run build` first.');
  process.exit(1);
}

// The sample product is a linked product like any other: a client of its own, added once with the
// operator's CLI and kept in DATA_DIR for the next quick start (never the portal's own client).
fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
const clientFile = path.join(dataDir, 'sample-product-client.json');
if (!fs.existsSync(clientFile)) {
  const added = spawnSync(process.execPath, ['dist/admin.cjs', 'clients', 'add', 'Sample product'], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  const id = /client_id:\s+(\S+)/.exec(added.stdout)?.[1];
  const secret = /client_secret:\s+(\S+)/.exec(added.stdout)?.[1];
  if (added.status !== 0 || !id || !secret) {
    console.error(`Adding the sample product's client failed:\n${added.stderr}`);
    process.exit(1);
  }
  fs.writeFileSync(clientFile, JSON.stringify({ id, secret }), { mode: 0o600 });
}
const client = JSON.parse(fs.readFileSync(clientFile, 'utf8'));

const children = [
  spawn('node', ['examples/sample-product/server.mjs'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      SAMPLE_PRODUCT_PORT: productPort,
      PORTAL_URL: portalUrl,
      OAUTH_CLIENT_ID: client.id,
      OAUTH_CLIENT_SECRET: client.secret,
    },
  }),
  spawn('node', [...START_FLAGS, 'dist/server.cjs'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port, DATA_DIR: dataDir, SAMPLE_PRODUCT_PORT: productPort },
  }),
];
console.log(
  `Passport: ${portalUrl}/en   ·   sample linked product: http://localhost:${productPort}/platinworld`,
);

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
