// The esbuild settings of every Node entry we ship compiled (the server, the admin CLI, the migration
// runner), so a production install runs them with plain `node`, no TypeScript runner.
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

/** Bundles `entryPoints` ({ name: source }) into `outdir/<name>.cjs`; outdir lies inside the project, so the packages left outside resolve from its node_modules. */
export async function bundleNodeEntries(entryPoints, outdir = 'dist') {
  await build({
    entryPoints,
    outdir,
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
}

/** The operator's entries: `node dist/admin.cjs …` and `node dist/db-migrate.cjs`. */
export const OPERATOR_ENTRIES = { admin: 'server/cli/admin.ts', 'db-migrate': 'server/cli/db-migrate.ts' };
