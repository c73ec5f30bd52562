// Bundles the Node entry (server/main.ts) into dist/server.mjs for `npm start`: our TypeScript is
// compiled, every package stays an import from node_modules, so no TypeScript runner is needed to run it.
import { build } from 'esbuild';

await build({
  entryPoints: { server: 'server/main.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
