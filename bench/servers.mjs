// Servers under measurement for `npm run bench`: started on the server core, watched for readiness and
// memory, stopped with everything they started.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

export { START_FLAGS } from '../scripts/start-flags.mjs';

export const SERVER_CORE = '0';
export const LOAD_CORE = '1';
export const hasTaskset = spawnSync('taskset', ['-V'], { stdio: 'ignore' }).status === 0;

/**
 * Runs this script again on the load core (when taskset is there), so the load generator, floods and
 * browsers stay off the server's core; the re-run's exit code is this one's.
 */
export function rerunOnLoadCore() {
  if (!hasTaskset || process.env.BENCH_PINNED === '1') return;
  const pinned = spawnSync('taskset', ['-c', LOAD_CORE, process.execPath, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_PINNED: '1' },
  });
  process.exit(pinned.status ?? 1);
}

/** Stops with a hint unless Passport's production build is there (the bench measures the built output). */
export function requireBuild() {
  if (fs.existsSync('.next/BUILD_ID') && fs.existsSync('dist/server.cjs')) return;
  console.error(
    'No production build of Passport: run `npm run build` first (the bench measures the built output).',
  );
  process.exit(1);
}

/**
 * Passport's environment on its embedded defaults (SQLite, memory limits, mail outbox) in `dataDir`,
 * serving `url` on `port`. The load generator acts as a proxy: its X-Forwarded-For spreads the load
 * over many visitors.
 */
export function passportEnv({ dataDir, port, url }) {
  return {
    ...process.env,
    NODE_ENV: undefined,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    APP_URL: url,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'loopback',
  };
}

/** `command args` pinned to the server core (unpinned without taskset), in a process group of its own. */
export function startPinned(command, args, env) {
  const [file, argv] = hasTaskset ? ['taskset', ['-c', SERVER_CORE, command, ...args]] : [command, args];
  const child = spawn(file, argv, { env, detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (data) => (stderr = (stderr + data).slice(-4000)));
  child.stderrTail = () => stderr;
  child.once('exit', (code, signal) => {
    if (child.stopping) return;
    console.error(
      `${command} ${args.join(' ')} ended by itself (code ${code}, signal ${signal}):\n${stderr}`,
    );
    process.exit(1);
  });
  return child;
}

export async function waitUntilUp(url, child, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited\n${child.stderrTail()}`);
    try {
      const response = await fetch(url, { redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  throw new Error(`${url}: not up after ${timeoutMs / 1000} s\n${child.stderrTail()}`);
}

/** Resident memory of a process and every process below it, in MiB. */
export function rssMiB(rootPid) {
  const parentOf = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // ended meanwhile
    }
  }
  const inTree = (pid) => {
    for (let p = pid; p > 1; p = parentOf.get(p) ?? 0) if (p === rootPid) return true;
    return false;
  };
  let kib = 0;
  for (const pid of parentOf.keys()) {
    if (!inTree(pid)) continue;
    try {
      kib += Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
    } catch {
      // ended meanwhile
    }
  }
  return Math.round(kib / 1024);
}

/** SIGTERM to the server's process group, SIGKILL if it has not ended after a grace period. */
export async function stop(child, graceMs = 25_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.stopping = true;
  const ended = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, graceMs);
  await ended;
  clearTimeout(timer);
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
