// npm run bench — Passport's figures, each beside its baseline measured in the same run: a bare Next 16
// page with one static form (bench/bare-next, the framework's floor) and a bare node:http JSON answer
// (bench/bare-node.mjs, the limit of any Node answer). Figures, never pass/fail: these machines are
// shared and noisy, so compare ratios, not absolute numbers. Measures the built output: `npm run build`
// first. Servers run on core 0 and the load generator (and the browsers) on core 1; one server at a time.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { measureCompleteSignIn } from './complete-sign-in.mjs';
import { firstLoadJs } from './first-load-js.mjs';
import { CONNECTIONS, drain, measureLoad, WARMUP_S, WINDOW_S } from './load.mjs';
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
  hasTaskset,
  LOAD_CORE,
  passportEnv,
  requireBuild,
  rerunOnLoadCore,
  rssMiB,
  SERVER_CORE,
  sleep,
  START_FLAGS,
  startPinned,
  stop,
  waitUntilUp,
} from './servers.mjs';
import { kib, load, markdownTable, ms, ratio } from './table.mjs';

rerunOnLoadCore();

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const PASSPORT = `http://127.0.0.1:${PORT}`;
const BARE_NEXT = `http://127.0.0.1:${PORT + 1}`;
const BARE_NODE = `http://127.0.0.1:${PORT + 2}`;
const DEVTOOLS_PORT = PORT + 3;
const HEALTH = `${PASSPORT}/healthz`;
const ARGON2_SECONDS = 5;
const NEXT_BIN = 'node_modules/next/dist/bin/next';
const RECOVERY_PAGE = '/en/password/reset';
/** The sample product's origin, where the portal's default back URLs point. */
const PRODUCT_ORIGIN = 'http://localhost:4000';
const SIGN_INS_IN_FLIGHT = 16;
const PAGES = {
  landing: '/en',
  login: '/en/login',
  registration: '/en/registration',
  profile: '/en/profile/general',
};

requireBuild();

const lighthouse =
  process.env.BENCH_LIGHTHOUSE === '0'
    ? null
    : await import('./lighthouse.mjs').catch((error) => {
        console.warn(`Lighthouse is not available (${error.message}): its rows are left out.`);
        return null;
      });

const started = Date.now();
const log = (message) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);
const loadBefore = os.loadavg();
if (!hasTaskset)
  console.warn('taskset is missing: server and load generator share the cores (figures are worse).');
console.log(
  `Load windows: ${WARMUP_S} s warm-up + ${WINDOW_S} s measured, ${CONNECTIONS} connections; ` +
    `machine load average now ${loadBefore.map((v) => v.toFixed(2)).join(' ')} on ${os.cpus().length} cores.`,
);

const children = new Set();
process.on('exit', () => {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // ended
    }
  }
});
function startServer(command, args, env) {
  const child = startPinned(command, args, env);
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

// ── The limit: a bare node:http JSON answer ──────────────────────────────────────────────────────────
log('bare node:http server');
const bareNode = startServer(process.execPath, ['bench/bare-node.mjs'], {
  ...process.env,
  PORT: String(PORT + 2),
});
await waitUntilUp(`${BARE_NODE}/`, bareNode);
const bareNodeLoad = await measureLoad({ url: `${BARE_NODE}/` }, `${BARE_NODE}/`);
await stop(bareNode);

// ── The floor: a bare Next 16 page with one static form ─────────────────────────────────────────────
buildBareNext();
log('bare Next page');
const bareNext = startServer(
  process.execPath,
  [NEXT_BIN, 'start', 'bench/bare-next', '-p', String(PORT + 1), '-H', '127.0.0.1'],
  {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
  },
);
await waitUntilUp(`${BARE_NEXT}/`, bareNext);
const bare = {};
bare.js = (await firstLoadJs([{ key: 'page', url: `${BARE_NEXT}/` }])).page;
await sleep(2000);
bare.rssIdle = rssMiB(bareNext.pid);
if (lighthouse) {
  log(`Lighthouse on the bare page (${lighthouse.LIGHTHOUSE_RUNS} runs)`);
  bare.lighthouse = (
    await lighthouse.lighthouseMedians([{ key: 'page', url: `${BARE_NEXT}/` }], DEVTOOLS_PORT)
  ).page;
}
log('bare Next page under load');
bare.ssr = await measureLoad({ url: `${BARE_NEXT}/` }, `${BARE_NEXT}/`);
bare.ssrDynamic = await measureLoad({ url: `${BARE_NEXT}/dynamic` }, `${BARE_NEXT}/`);
bare.rssLoaded = rssMiB(bareNext.pid);
await stop(bareNext);

// ── Passport, on its embedded defaults (SQLite, memory limits, mail outbox) in a throwaway DATA_DIR ──
log('Passport');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passport-bench-'));
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
const passport = startServer(
  process.execPath,
  [...START_FLAGS, 'dist/server.cjs'],
  passportEnv({ dataDir, port: PORT, url: PASSPORT }),
);
await waitUntilUp(`${PASSPORT}/config`, passport);
const clientAuth = portalClientAuth(dataDir);
const user = await createUser(PASSPORT, dataDir);
const token = await accessToken(PASSPORT, clientAuth, user);
const session = await signedInSession(PASSPORT, user);
const ours = {};
log('first-load JavaScript of the pages');
ours.js = await firstLoadJs(
  Object.entries(PAGES).map(([key, page]) => ({
    key,
    url: `${PASSPORT}${page}`,
    cookies: key === 'profile' ? session.list : undefined,
  })),
);
await sleep(2000);
ours.rssIdle = rssMiB(passport.pid);
if (lighthouse) {
  log(`Lighthouse on ${Object.keys(PAGES).length} pages (${lighthouse.LIGHTHOUSE_RUNS} runs each)`);
  ours.lighthouse = await lighthouse.lighthouseMedians(
    Object.entries(PAGES).map(([key, page]) => ({
      key,
      url: `${PASSPORT}${page}`,
      cookie: key === 'profile' ? session.header : undefined,
    })),
    DEVTOOLS_PORT,
  );
}
log('server rendering under load');
ours.ssrLanding = await measureLoad({ url: `${PASSPORT}${PAGES.landing}` }, HEALTH);
ours.ssrLogin = await measureLoad({ url: `${PASSPORT}${PAGES.login}` }, HEALTH);
ours.ssrRegistration = await measureLoad({ url: `${PASSPORT}${PAGES.registration}` }, HEALTH);
ours.ssrRecovery = await measureLoad({ url: `${PASSPORT}${RECOVERY_PAGE}` }, HEALTH);
log('identity service under load');
const checkToken = checkTokenRequest(PASSPORT, clientAuth, token);
ours.checkToken = await measureLoad(checkToken, HEALTH);
ours.user = await measureLoad(
  { url: `${PASSPORT}/v1/user`, headers: { Authorization: `Bearer ${token}` } },
  HEALTH,
);
ours.profileBff = await measureLoad(
  {
    url: `${PASSPORT}${PAGES.profile}`,
    headers: { Cookie: session.header },
  },
  HEALTH,
);
const passwordGrant = passwordGrantRequest(PASSPORT, clientAuth, user);
// Drained when a login answers at once again: the argon2 queue a window left behind is empty.
ours.passwordGrant = await measureLoad(passwordGrant, () =>
  fetch(passwordGrant.url, fromNewVisitor(passwordGrant)),
);
log(`complete sign-ins, ${SIGN_INS_IN_FLIGHT} visitors at a time`);
ours.completeSignIn = await measureCompleteSignIn({
  base: PASSPORT,
  user,
  clientAuth,
  backUrl: `${PRODUCT_ORIGIN}/platinworld`,
  inFlight: SIGN_INS_IN_FLIGHT,
  seconds: WINDOW_S,
  warmupSeconds: WARMUP_S,
});
await drain(() => fetch(passwordGrant.url, fromNewVisitor(passwordGrant)));
log('check_token beside 200 password logins');
Object.assign(ours, await checkTokenDuringLogins());
await sleep(2000);
ours.rssLoaded = rssMiB(passport.pid);
await stop(passport);

log('raw argon2id verify on the server core');
const rawArgon2 = rawArgon2Verify();

// ── The table ───────────────────────────────────────────────────────────────────────────────────────
const rows = [];
const add = (figure, passportFigure, baselineFigure, ratioFigure, goal = '—') =>
  rows.push({ figure, passport: passportFigure, baseline: baselineFigure, ratio: ratioFigure, goal });
const js = (figures) => `${kib(figures.gzipBytes)} in ${figures.files} files`;
for (const key of Object.keys(PAGES)) {
  add(
    `first-load JS (gzip), ${key}`,
    js(ours.js[key]),
    `bare page: ${js(bare.js)}`,
    ratio(ours.js[key].gzipBytes, bare.js.gzipBytes),
    '≤ 1.3×',
  );
}
if (lighthouse) {
  const points = (a, b) => `${a - b >= 0 ? '+' : '−'}${Math.abs(a - b)} points`;
  for (const key of Object.keys(PAGES)) {
    const m = ours.lighthouse[key].median;
    const b = bare.lighthouse.median;
    add(
      `Lighthouse mobile ${key}: performance`,
      String(m.performance),
      `bare page: ${b.performance}`,
      points(m.performance, b.performance),
      'within 3 points',
    );
    add(
      `Lighthouse mobile ${key}: accessibility`,
      String(m.accessibility),
      `bare page: ${b.accessibility}`,
      points(m.accessibility, b.accessibility),
      '100',
    );
    add(`Lighthouse mobile ${key}: LCP`, ms(m.lcpMs), `bare page: ${ms(b.lcpMs)}`, ratio(m.lcpMs, b.lcpMs));
    add(`Lighthouse mobile ${key}: TBT`, ms(m.tbtMs), `bare page: ${ms(b.tbtMs)}`, ratio(m.tbtMs, b.tbtMs));
    add(`Lighthouse mobile ${key}: CLS`, String(m.cls), `bare page: ${b.cls}`, ratio(m.cls, b.cls));
    add(
      `Lighthouse mobile ${key}: JS transferred`,
      kib(m.jsBytes),
      `bare page: ${kib(b.jsBytes)}`,
      ratio(m.jsBytes, b.jsBytes),
    );
  }
}
const ssrGoal = '≥ 0.5× req/s';
add(
  `SSR landing (${PAGES.landing}), ${CONNECTIONS} connections`,
  load(ours.ssrLanding),
  `bare page: ${load(bare.ssr)}`,
  ratio(ours.ssrLanding.rps, bare.ssr.rps),
  ssrGoal,
);
add(
  `SSR login (${PAGES.login}), ${CONNECTIONS} connections`,
  load(ours.ssrLogin),
  `bare page: ${load(bare.ssr)}`,
  ratio(ours.ssrLogin.rps, bare.ssr.rps),
  ssrGoal,
);
add(
  `SSR registration (${PAGES.registration}), ${CONNECTIONS} connections`,
  load(ours.ssrRegistration),
  `bare page: ${load(bare.ssr)}`,
  ratio(ours.ssrRegistration.rps, bare.ssr.rps),
  ssrGoal,
);
add(
  `SSR password recovery (${RECOVERY_PAGE}), ${CONNECTIONS} connections`,
  load(ours.ssrRecovery),
  `bare page: ${load(bare.ssr)}`,
  ratio(ours.ssrRecovery.rps, bare.ssr.rps),
  ssrGoal,
);
add(
  'SSR login beside the bare page rendered per request (force-dynamic)',
  load(ours.ssrLogin),
  `bare page, dynamic: ${load(bare.ssrDynamic)}`,
  ratio(ours.ssrLogin.rps, bare.ssrDynamic.rps),
);
const bareJson = `bare node:http JSON: ${load(bareNodeLoad, { p50: false })}`;
add(
  `check_token, ${CONNECTIONS} connections`,
  load(ours.checkToken, { p50: false }),
  bareJson,
  ratio(ours.checkToken.rps, bareNodeLoad.rps),
  '≥ 0.3× req/s; p99 < 20 ms',
);
add(
  `GET /v1/user (bearer), ${CONNECTIONS} connections`,
  load(ours.user, { p50: false }),
  bareJson,
  ratio(ours.user.rps, bareNodeLoad.rps),
);
add(
  `profile page through the BFF (session → /v1/user), ${CONNECTIONS} connections`,
  load(ours.profileBff),
  `bare page, dynamic: ${load(bare.ssrDynamic)}`,
  ratio(ours.profileBff.rps, bare.ssrDynamic.rps),
  '≥ 0.5× req/s',
);
const signIns = ours.completeSignIn;
add(
  `complete sign-in (login page → /api/auth/login → /api/go → check_token), ${signIns.inFlight} at a time`,
  `${signIns.perSecond}/s; p50 page ${ms(signIns.p50.page)}, login ${ms(signIns.p50.login)}, go ${ms(signIns.p50.go)}, check ${ms(signIns.p50.check)}${signIns.failed ? `; ${signIns.failed} failed (${signIns.lastError})` : ''}`,
  `raw argon2id verify, same core: ${rawArgon2.perSecond}/s`,
  ratio(signIns.perSecond, rawArgon2.perSecond),
  '≥ 0.6×',
);
add(
  `password grant, ${CONNECTIONS} connections`,
  load(ours.passwordGrant),
  `raw argon2id verify, same core: ${rawArgon2.perSecond}/s`,
  ratio(ours.passwordGrant.rps, rawArgon2.perSecond),
  '≥ 0.9×',
);
add(
  'check_token during 200 password logins',
  `${load(ours.checkTokenDuringLogins, { p50: false })}; meanwhile ${ours.logins.rps} logins/s, ${ours.logins.non2xx} turned away`,
  `check_token alone: p99 ${ms(ours.checkToken.p99)}`,
  ratio(ours.checkTokenDuringLogins.p99, ours.checkToken.p99),
  'p99 < 50 ms',
);
add(
  'RSS idle',
  `${ours.rssIdle} MiB`,
  `bare page: ${bare.rssIdle} MiB`,
  ratio(ours.rssIdle, bare.rssIdle),
  '< 150 MiB',
);
add(
  'RSS after load',
  `${ours.rssLoaded} MiB`,
  `bare page: ${bare.rssLoaded} MiB`,
  ratio(ours.rssLoaded, bare.rssLoaded),
  '< 300 MiB',
);

const table = markdownTable(rows);
const loadAfter = os.loadavg();
console.log(`\n${table}\n`);
const setting =
  `${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${WINDOW_S} s per window, ` +
  (hasTaskset ? `server on core ${SERVER_CORE}, load on core ${LOAD_CORE}` : 'unpinned (no taskset)') +
  `; load average before ${loadBefore[0].toFixed(2)}, after ${loadAfter[0].toFixed(2)}`;
console.log(`${setting}. Took ${Math.round((Date.now() - started) / 1000)} s.`);
fs.writeFileSync(
  'bench/results.json',
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      setting: {
        connections: CONNECTIONS,
        warmupSeconds: WARMUP_S,
        windowSeconds: WINDOW_S,
        pinned: hasTaskset,
        cpus: os.cpus().map((cpu) => cpu.model),
        loadAverageBefore: loadBefore,
        loadAverageAfter: loadAfter,
        lighthouseRuns: lighthouse?.LIGHTHOUSE_RUNS ?? 0,
      },
      rows,
      raw: { bareNode: bareNodeLoad, bareNext: bare, passport: ours, rawArgon2 },
    },
    null,
    2,
  )}\n`,
);
console.log('Written to bench/results.json');
process.exit(0);

// ── helpers ─────────────────────────────────────────────────────────────────────────────────────────

/** The bare page is built once, and again when its sources or Next change. */
function buildBareNext() {
  const buildId = 'bench/bare-next/.next/BUILD_ID';
  const sources = [
    'bench/bare-next/app/layout.jsx',
    'bench/bare-next/app/page.jsx',
    'bench/bare-next/app/dynamic/page.jsx',
    'bench/bare-next/app/sign-in-form.jsx',
    'bench/bare-next/next.config.mjs',
    'node_modules/next/package.json',
  ];
  if (
    fs.existsSync(buildId) &&
    sources.every((file) => fs.statSync(file).mtimeMs < fs.statSync(buildId).mtimeMs)
  ) {
    return;
  }
  log('building the bare Next page (next build bench/bare-next)');
  const built = spawnSync(process.execPath, [NEXT_BIN, 'build', 'bench/bare-next'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (built.status !== 0) throw new Error('next build bench/bare-next failed');
}

/** check_token measured while a process of its own keeps 200 password logins going. */
async function checkTokenDuringLogins() {
  const flood = spawn(process.execPath, ['bench/flood.mjs'], {
    env: {
      ...process.env,
      FLOOD_URL: PASSPORT,
      FLOOD_BASIC: clientAuth,
      FLOOD_USERNAME: user.email,
      FLOOD_PASSWORD: user.password,
      FLOOD_CONNECTIONS: '200',
      FLOOD_SECONDS: String(WARMUP_S + WINDOW_S + 2),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  flood.stdout.on('data', (data) => (output += data));
  const logins = new Promise((resolve) => flood.once('exit', () => resolve(JSON.parse(output))));
  // The flood builds up before the measured window; check_token is warm from its own window.
  await sleep(WARMUP_S * 1000);
  const checkTokenDuringLogins = await measureLoad(checkToken, HEALTH, { warmupS: 0 });
  return { checkTokenDuringLogins, logins: await logins };
}

function rawArgon2Verify() {
  const command = [process.execPath, 'bench/argon2-verify.mjs'];
  const run = spawnSync(
    hasTaskset ? 'taskset' : command[0],
    hasTaskset ? ['-c', SERVER_CORE, ...command] : command.slice(1),
    {
      env: {
        ...process.env,
        ARGON2_DB: path.join(dataDir, 'passport.sqlite'),
        ARGON2_EMAIL: user.email,
        ARGON2_PASSWORD: user.password,
        ARGON2_SECONDS: String(ARGON2_SECONDS),
      },
      encoding: 'utf8',
    },
  );
  if (run.status !== 0) throw new Error(`raw argon2 verify failed: ${run.stderr}`);
  return JSON.parse(run.stdout);
}
