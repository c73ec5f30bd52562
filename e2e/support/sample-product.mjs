// The e2e run's sample linked product, set up as a linked product's operator would: a client of its
// own, added with the portal's compiled admin CLI against the running portal's database, then the
// product started with it (never the portal's own client).
import { spawnSync } from 'node:child_process';

const added = spawnSync(process.execPath, ['dist/admin.cjs', 'clients', 'add', 'Sample product (e2e)'], {
  env: { PATH: process.env.PATH, DATA_DIR: process.env.DATA_DIR, LOG_LEVEL: 'silent' },
  encoding: 'utf8',
});
const id = /client_id:\s+(\S+)/.exec(added.stdout)?.[1];
const secret = /client_secret:\s+(\S+)/.exec(added.stdout)?.[1];
if (added.status !== 0 || !id || !secret) {
  console.error(`adding the sample product's client failed: ${added.stderr}`);
  process.exit(1);
}
process.env.OAUTH_CLIENT_ID = id;
process.env.OAUTH_CLIENT_SECRET = secret;
await import('../../examples/sample-product/server.mjs');
