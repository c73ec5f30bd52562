// Every test, in order: static checks, unit and storage tests (Jest), a production build, and the
// end-to-end suite in the system Chromium. Prints one closing line: "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '.']],
  // Jest once, on Node 24: the supported line (engines: Node 22 or later) and the image's, with the
  // better-sqlite3 built for it. The end-to-end suite runs the portal on this machine's Node too.
  ['unit', 'node', ['scripts/test-node24.mjs']],
  ['build', 'npm', ['run', 'build']],
  ['e2e', 'npx', ['playwright', 'test']],
  ['container24', 'node', ['scripts/test-node24.mjs', 'container']],
];

const only = process.argv.slice(2);
const planned = (name) => only.length === 0 || only.includes(name);

// Node 24 and its better-sqlite3 build (about two minutes of one core on a fresh machine) are made on the
// second core while the static checks, each single-threaded, use the first.
const node24 = new Promise((resolve) => {
  if (!planned('unit') && !planned('container24')) return resolve({ status: 0, output: '' });
  const child = spawn('node', ['scripts/test-node24.mjs', 'prepare'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  child.on('close', (status) => resolve({ status, output }));
});

let passed = 0;
let failed = 0;
for (const [name, command, args] of steps) {
  if (!planned(name)) continue;
  if (name === 'unit' || name === 'container24') {
    const prepared = await node24;
    // A failed preparation is shown once; the step itself tries the install again, in view.
    if (prepared.status !== 0 && !prepared.shown) process.stdout.write(prepared.output);
    prepared.shown = true;
  }
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (result.status === 0) {
    passed += 1;
    console.log(`=== ${name}: ok (${seconds} s)`);
  } else {
    failed += 1;
    console.log(`=== ${name}: FAILED (${seconds} s)`);
    // A failed build leaves nothing for the e2e suite to test.
    if (name === 'build') break;
  }
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
