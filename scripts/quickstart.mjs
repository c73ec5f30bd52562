// Starts the portal on its embedded defaults (port 3000, SQLite and mail files in ./data) with the
// sample linked product beside it (port 4000). Run `npm run build` first.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
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

// The same generated secrets the portal would create, made here so the sample product can share the client.
fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
const secretsFile = path.join(dataDir, 'secrets.json');
if (!fs.existsSync(secretsFile)) {
  const secrets = {
    sessionSecret: randomBytes(32).toString('base64url'),
    oauthClientSecret: randomBytes(32).toString('base64url'),
  };
  fs.writeFileSync(secretsFile, JSON.stringify(secrets), { mode: 0o600, flag: 'wx' });
}
const { oauthClientSecret } = JSON.parse(fs.readFileSync(secretsFile, 'utf8'));
const clientSecret = process.env.OAUTH_CLIENT_SECRET ?? oauthClientSecret;

const children = [
  spawn('node', ['examples/sample-product/server.mjs'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      SAMPLE_PRODUCT_PORT: productPort,
      PORTAL_URL: portalUrl,
      OAUTH_CLIENT_SECRET: clientSecret,
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
