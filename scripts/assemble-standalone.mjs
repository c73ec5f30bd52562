// Puts the deployable server together in one folder (what the container image copies): Next's
// standalone output, its static files, the public folder and the Node entry. Run after `npm run build`.
import fs from 'node:fs';
import path from 'node:path';

const target = path.resolve(process.argv[2] ?? 'deploy/app');
// The entry, and the operator's compiled admin CLI and migration runner (`node dist/admin.cjs …`).
const ENTRIES = ['dist/server.cjs', 'dist/admin.cjs', 'dist/db-migrate.cjs'];
if (!fs.existsSync('.next/standalone/server.js') || !ENTRIES.every((file) => fs.existsSync(file))) {
  console.error('No standalone build: run `npm run build` first.');
  process.exit(1);
}
fs.rmSync(target, { recursive: true, force: true });
fs.cpSync('.next/standalone', target, { recursive: true });
fs.cpSync('.next/static', path.join(target, '.next/static'), { recursive: true });
fs.cpSync('public', path.join(target, 'public'), { recursive: true });
fs.cpSync('dist', path.join(target, 'dist'), { recursive: true });

// The packages the entry requires from node_modules, whole: the tracer copies only the files Next's own
// bundles reached, and the entry (the identity service's direct route) reaches more of them.
const copied = new Set();
function copyPackage(name) {
  if (copied.has(name)) return;
  const source = path.join('node_modules', name);
  if (!fs.existsSync(source)) return;
  copied.add(name);
  fs.cpSync(source, path.join(target, 'node_modules', name), { recursive: true, dereference: true });
  const manifest = JSON.parse(fs.readFileSync(path.join(source, 'package.json'), 'utf8'));
  for (const dependency of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies })) {
    copyPackage(dependency);
  }
}
for (const name of JSON.parse(fs.readFileSync('server-external-packages.json', 'utf8'))) copyPackage(name);
// Next's own entry is not used: ours (dist/server.cjs) adds the visitor address, limits and health.
fs.rmSync(path.join(target, 'server.js'));
console.log(
  `Assembled in ${path.relative(process.cwd(), target) || '.'}: start with node dist/server.cjs; ` +
    'operator commands: node dist/admin.cjs, node dist/db-migrate.cjs',
);
