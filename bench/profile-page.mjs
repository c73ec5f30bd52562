// A CPU profile of Passport serving one path under load: `node bench/profile-page.mjs /en/login`
// (an account page such as /en/profile/general is loaded signed in),
// or one of the identity service's hot calls: `… check_token` or `… password_grant`. Starts the built server on core 0 with --cpu-prof (embedded defaults, throwaway DATA_DIR), warms it up,
// loads the path from core 1 for a window, stops it, and prints where the window's CPU time went: by
// package, by function (self) and by function with what it calls (inclusive). The .cpuprofile stays for
// Chrome DevTools. Options: PROFILE_PORT (3290), PROFILE_SECONDS (15), BENCH_CONNECTIONS (50).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { measureCompleteSignIn } from './complete-sign-in.mjs';
import { drain, measureLoad } from './load.mjs';
import {
  accessToken,
  checkTokenRequest,
  createUser,
  fromNewVisitor,
  passwordGrantRequest,
  portalClientAuth,
  signedInSession,
} from './passport-client.mjs';
import {
  passportEnv,
  requireBuild,
  rerunOnLoadCore,
  START_FLAGS,
  startPinned,
  stop,
  waitUntilUp,
} from './servers.mjs';

rerunOnLoadCore();

const route = process.argv[2] ?? '/en/login';
const PORT = Number(process.env.PROFILE_PORT ?? 3290);
const WINDOW_S = Number(process.env.PROFILE_SECONDS ?? 15);
const BASE = `http://127.0.0.1:${PORT}`;
const TOP = 25;

requireBuild();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passport-profile-'));
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passport-cpuprofile-'));
const spawnedAt = performance.now();
const server = startPinned(
  process.execPath,
  [...START_FLAGS, '--cpu-prof', `--cpu-prof-dir=${profileDir}`, 'dist/server.cjs'],
  passportEnv({ dataDir, port: PORT, url: BASE }),
);
await waitUntilUp(`${BASE}/config`, server);
const target = route === 'complete_sign_in' ? null : await requestOf(route);
let load;
let windowStart;
if (target) {
  // A login window is drained when a login answers at once again: the argon2 queue is empty, not only the
  // event loop (as in the bench).
  const drainProbe =
    route === 'password_grant' ? () => fetch(target.url, fromNewVisitor(target)) : `${BASE}/healthz`;
  await measureLoad(target, drainProbe, { warmupS: 0, windowS: 5 });
  await drain(drainProbe);
  windowStart = performance.now() - spawnedAt;
  load = await measureLoad(target, drainProbe, { warmupS: 0, windowS: WINDOW_S });
} else {
  // The bench's complete sign-in (page → BFF login → /api/go → check_token), 16 visitors at a time.
  const signIns = {
    base: BASE,
    user: await createUser(BASE, dataDir),
    clientAuth: portalClientAuth(dataDir),
    backUrl: 'http://localhost:4000/platinworld',
    inFlight: 16,
  };
  await measureCompleteSignIn({ ...signIns, seconds: 5, warmupSeconds: 0 });
  windowStart = performance.now() - spawnedAt;
  const result = await measureCompleteSignIn({ ...signIns, seconds: WINDOW_S, warmupSeconds: 0 });
  load = {
    rps: `${result.perSecond} sign-ins/s (${result.failed} failed)`,
    p50: JSON.stringify(result.p50),
    p99: '-',
  };
}
const windowEnd = windowStart + WINDOW_S * 1000;
await stop(server);
fs.rmSync(dataDir, { recursive: true, force: true });

const file = fs.readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error('the server wrote no CPU profile');
const profile = JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8'));
console.log(
  `${route} under ${WINDOW_S} s of load: ${load.rps} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms`,
);
console.log(`Profile: ${path.join(profileDir, file)}\n`);
summarise(profile, windowStart, windowEnd);

/** autocannon's options for a page path or one of the identity calls `npm run bench` measures. */
async function requestOf(name) {
  const signedInPage = /^\/[a-z]{2}\/profile(\/|$)/.test(name);
  if (name !== 'check_token' && name !== 'password_grant' && !signedInPage) {
    return { url: `${BASE}${name}` };
  }
  const clientAuth = portalClientAuth(dataDir);
  const user = await createUser(BASE, dataDir);
  // Account pages are loaded as the bench loads them: one signed-in browser's cookies on every request.
  if (signedInPage) {
    return { url: `${BASE}${name}`, headers: { Cookie: (await signedInSession(BASE, user)).header } };
  }
  if (name === 'check_token') {
    return checkTokenRequest(BASE, clientAuth, await accessToken(BASE, clientAuth, user));
  }
  return passwordGrantRequest(BASE, clientAuth, user);
}

/** Self and inclusive CPU time of the samples taken in [from, to] ms after the process started. */
function summarise({ nodes, samples, timeDeltas }, from, to) {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const parentOf = new Map();
  for (const node of nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const selfBy = new Map();
  const inclusiveBy = new Map();
  const packageBy = new Map();
  let total = 0;
  let at = 0;
  for (let i = 0; i < samples.length; i += 1) {
    at += timeDeltas[i] / 1000;
    if (at < from || at > to) continue;
    const delta = (timeDeltas[i + 1] ?? timeDeltas[i]) / 1000;
    const node = byId.get(samples[i]);
    if (node.callFrame.functionName === '(idle)') continue;
    total += delta;
    add(selfBy, frameKey(node.callFrame), delta);
    add(packageBy, packageOf(node.callFrame), delta);
    const seen = new Set();
    for (let id = samples[i]; id !== undefined; id = parentOf.get(id)) {
      const key = frameKey(byId.get(id).callFrame);
      if (seen.has(key)) continue;
      seen.add(key);
      add(inclusiveBy, key, delta);
    }
  }
  const print = (title, map) => {
    console.log(`${title} (of ${Math.round(total)} ms of CPU, idle excluded)`);
    for (const [key, value] of [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
      console.log(
        `${Math.round(value).toString().padStart(7)} ms ${((value / total) * 100).toFixed(1).padStart(5)}%  ${key}`,
      );
    }
    console.log('');
  };
  print('Self time by package', packageBy);
  print('Self time by function', selfBy);
  print('Inclusive time by function', inclusiveBy);
}

function add(map, key, value) {
  map.set(key, (map.get(key) ?? 0) + value);
}

function frameKey({ functionName, url, lineNumber }) {
  const where = url
    ? `${url.replace(/^file:\/\//, '').replace(`${process.cwd()}/`, '')}:${lineNumber + 1}`
    : '';
  return `${functionName || '(anonymous)'} ${where}`.trim();
}

function packageOf({ functionName, url }) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node internals';
  const modules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/);
  if (modules) {
    const [, name, rest] = modules;
    return name === 'next' ? `next/${rest.split('/').slice(-1)[0]}` : name;
  }
  if (url.includes('/.next/server/'))
    return `.next/server/${url.split('/.next/server/')[1].split('/')[0]} (app bundle)`;
  if (url.includes('/dist/server.cjs')) return 'dist/server.cjs (Node entry)';
  return url.replace(/^file:\/\//, '');
}
