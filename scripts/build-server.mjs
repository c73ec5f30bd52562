// Bundles the Node entry (server/main.ts) into dist/server.cjs for `npm start`, and the operator's admin
// CLI and migration runner into dist/admin.cjs and dist/db-migrate.cjs: our TypeScript is compiled, so
// no TypeScript runner is needed to run any of them.
import fs from 'node:fs';

import { bundleNodeEntries, OPERATOR_ENTRIES } from './bundle-node.mjs';

await bundleNodeEntries({ server: 'server/main.ts', ...OPERATOR_ENTRIES });

// The file tracer follows the default DATA_DIR (./data) from the proxy into the standalone output; a
// data directory — its generated secrets above all — must never ship with the server.
fs.rmSync('.next/standalone/data', { recursive: true, force: true });
