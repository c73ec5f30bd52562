// Puts the deployable server together in one folder (what the container image copies): Next's
// standalone output, its static files, the public folder, the Node entry and the operator's commands,
// and from node_modules exactly the files they load. Run after `npm run build`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.resolve('package.json'));
const { nodeFileTrace } = require('next/dist/compiled/@vercel/nft');

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
for (const entry of ENTRIES) {
  fs.cpSync(entry, path.join(target, entry));
  if (fs.existsSync(`${entry}.map`)) fs.cpSync(`${entry}.map`, path.join(target, `${entry}.map`));
}
// Next's own entry is not used: ours (dist/server.cjs) adds the visitor address, limits and health.
fs.rmSync(path.join(target, 'server.js'));

const BUILTINS = new Set(builtinModules);
const isPackage = (name) =>
  !name.startsWith('.') && !name.startsWith('/') && !name.startsWith('node:') && !BUILTINS.has(name);

/** Every package file `require("…")`d by name in the compiled server (Next's chunks, our entries). */
function externalRequires() {
  const names = new Set();
  const files = [...ENTRIES];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.js')) files.push(file);
    }
  };
  walk('.next/server');
  for (const file of files) {
    for (const [, name] of fs.readFileSync(file, 'utf8').matchAll(/\brequire\("([^"]+)"\)/g)) {
      if (isPackage(name)) names.add(name);
    }
  }
  return [...names];
}

// Next's tracer misses files its own chunks load (the route-handler runtime, so every /api route
// answered 500), and it never sees our entries. The same tracer, run on the entries and on every module
// the chunks require by name, finds the rest; files Next already copied are not traced again.
const externals = externalRequires();
const roots = [...ENTRIES];
for (const name of externals) {
  try {
    roots.push(path.relative(process.cwd(), require.resolve(name)));
  } catch {
    // An optional peer nothing here installs (pg-native, …): the code that asks for it copes without.
  }
}
const { fileList } = await nodeFileTrace(roots, {
  base: process.cwd(),
  ignore: (file) => fs.existsSync(path.join('.next/standalone', file)) || !file.startsWith('node_modules/'),
});
let copied = 0;
for (const file of fileList) {
  if (!file.startsWith('node_modules/') || fs.existsSync(path.join(target, file))) continue;
  fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
  fs.cpSync(file, path.join(target, file), { dereference: true });
  copied += 1;
}

// The proof: every package the server requires by name loads from the folder alone, native bindings
// included (better-sqlite3 opens its binding only with a database).
const check = spawnSync(
  process.execPath,
  [
    '-e',
    `for (const name of JSON.parse(process.argv[1])) {
       try { require.resolve(name); } catch { console.error('missing: ' + name); process.exitCode = 1; }
     }
     new (require('better-sqlite3'))(':memory:').prepare('select 1').get();
     require('sharp'); require('@node-rs/argon2');`,
    JSON.stringify(externals.filter((name) => fs.existsSync(path.join('node_modules', packageOf(name))))),
  ],
  { cwd: target, encoding: 'utf8' },
);
if (check.status !== 0) {
  console.error(`The assembled folder cannot load what the server needs:\n${check.stderr}`);
  process.exit(1);
}

function packageOf(name) {
  const parts = name.split('/');
  return name.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

console.log(
  `Assembled in ${path.relative(process.cwd(), target) || '.'} (${copied} files traced beyond Next's): ` +
    'start with node dist/server.cjs; operator commands: node dist/admin.cjs, node dist/db-migrate.cjs',
);
