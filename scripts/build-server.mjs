// Bundles the Node entry (server/main.ts) into dist/server.cjs for `npm start`: our TypeScript is
// compiled, so no TypeScript runner is needed to run it.
import fs from 'node:fs';
import { build } from 'esbuild';

// Next and React come from node_modules, and so do the native and server-only packages Next leaves
// outside its bundles (server-external-packages.json): Next's standalone output holds exactly those. Every
// other package the entry uses (kysely, zod, proxy-addr, …) is bundled in, as Next bundles it too. (grammY
// is on that list: bundled, its Node shim is not picked and the bot never polls.)
const external = [
  'next',
  'react',
  'react-dom',
  ...JSON.parse(fs.readFileSync('server-external-packages.json', 'utf8')),
].flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: { server: 'server/main.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.cjs' },
  bundle: true,
  platform: 'node',
  // CommonJS, so the packages left outside are required the way Next's own bundles require them (the
  // standalone output traced those files, not their ESM builds).
  format: 'cjs',
  target: 'node20',
  external,
  sourcemap: true,
  logLevel: 'warning',
});

// The file tracer follows the default DATA_DIR (./data) from the proxy into the standalone output; a
// data directory — its generated secrets above all — must never ship with the server.
fs.rmSync('.next/standalone/data', { recursive: true, force: true });
