/**
 * The Node entry `npm start` runs: one HTTP server in front of Next. It owns what Next's route
 * handlers cannot see — the TCP peer (from which the trusted visitor address is derived), request
 * body limits, health probes and a graceful shutdown — serves the identity service's routes from its
 * route table, and hands everything else (pages, BFF) to Next.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

import { registerInProcessIdentity } from '../lib/http/in-process-upstream';
import { compileTrust } from '../lib/http/visitor-address';
import { argon2QueueState } from '../lib/identity/crypto/password-hash';
import { dependencyStates } from '../lib/identity/domain/operations/check-readiness';
import { outboxStatus } from '../lib/identity/domain/operations/outbox-status';
import { isIdentityPath } from '../lib/identity/http/routes';
import { closeIdentity, identity } from '../lib/identity/identity-context';
import { logger } from '../lib/identity/logger/logger';
import { metrics } from '../lib/identity/metrics/metrics';
import { UPLOAD_TIMEOUT_MS } from '../lib/policy';
import { admitRequest } from './admit-request';
import { routeConsoleToLogger } from './console-to-pino';
import { serveHealth } from './health';
import { dispatchIdentity } from './identity-dispatch';
import { serveIdentityInProcess } from './identity-in-process';
import { serveLegalDocument } from './legal-documents';
import { startMetricsServer } from './metrics-server';
import { observeRequest } from './observe-request';
import { createPageCache } from './page-cache';
import { configurationProblems, productionProblems } from './production-check';
import { startIdentityEarly } from './start-identity-early';
import { VERSION } from './version';

/**
 * Headers must arrive within this. Bodies have their route's own deadline (admitRequest: 30 s, an upload
 * 10 minutes); Node's whole-request timeout is only the backstop behind it.
 */
const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = UPLOAD_TIMEOUT_MS + 60_000;
/** On SIGTERM, requests in flight get this long to finish before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 20_000;

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  // Read before Next sets NODE_ENV itself: the operator's word decides whether defaults are refused.
  const problems = [
    ...(process.env.NODE_ENV === 'production' ? productionProblems(process.env) : []),
    ...configurationProblems(process.env),
  ];
  if (problems.length > 0) {
    for (const problem of problems) console.error(`Passport cannot start: ${problem}`);
    process.exit(1);
  }
  // From here on everything the process writes (Next's own output too) is a JSON line of one logger.
  routeConsoleToLogger(logger());
  // What `next start` / `next dev` would set, before Next and React are loaded (they read it then).
  (process.env as Record<string, string | undefined>).NODE_ENV ??= dev ? 'development' : 'production';
  // The project (or the assembled standalone folder) is the parent of the entry's folder: dist/ or server/.
  const dir = path.resolve(path.dirname(process.argv[1] ?? '.'), '..');
  if (!dev) applyBuiltConfig(dir);
  const { default: next } = await import('next');
  const port = Number(process.env.PORT ?? 3000);
  const hostname = process.env.HOSTNAME ?? '0.0.0.0';
  const trust = compileTrust(process.env.TRUST_PROXY);
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
  // The BFF (Next's route handlers, in this process) reaches the embedded identity service without a
  // socket; an upstream set by OAUTH_URL/PASSPORT_API_URL is still called over HTTP.
  registerInProcessIdentity(serveIdentityInProcess);
  const app = next({ dev, dir, hostname, port });
  const handle = app.getRequestHandler();
  await app.prepare();

  const origin = `http://${hostname === '0.0.0.0' ? '127.0.0.1' : hostname}:${port}`;
  // Behind https every answer tells the browser to stay on https (HSTS).
  const hsts = (process.env.APP_URL ?? '').startsWith('https://');
  // Development renders every page afresh; a production server serves its public pages from memory.
  const pageCache = dev
    ? null
    : createPageCache({ origin, staticDir: path.join(dir, '.next', 'static'), secure: hsts });
  const operatorLog = alwaysInfo();
  const accessLog = ['1', 'true'].includes(process.env.ACCESS_LOG ?? '') ? operatorLog : null;
  metrics().setSources({
    argon2Queue: argon2QueueState,
    outbox: async () => outboxStatus(await identity()),
    dependencies: async () => dependencyStates(await identity()),
  });
  let inFlight = 0;
  const server = http.createServer((req, res) => {
    inFlight += 1;
    res.once('close', () => (inFlight -= 1));
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    observeRequest(req, res, pathname, accessLog);
    if (hsts) res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    if (serveHealth(req, res, pathname)) return;
    const ownRender = pageCache?.admit(req) ?? false;
    if (!admitRequest(req, res, trust)) return;
    if (serveLegalDocument(req, res, pathname, dataDir)) return;
    if (isIdentityPath(pathname)) dispatchIdentity(req, res, origin).catch(() => res.destroy());
    else if (!pageCache || ownRender) void handle(req, res);
    else {
      pageCache.serve(req, res).then(
        (served) => served || void handle(req, res),
        () => void handle(req, res),
      );
    }
  });
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.listen(port, hostname, () => {
    const shown = `http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`;
    operatorLog.info({ version: VERSION }, `Passport ${VERSION} listening on ${shown}`);
    startIdentityEarly();
  });
  const metricsPort = Number(process.env.METRICS_PORT ?? 0);
  const metricsServer = metricsPort
    ? startMetricsServer(metricsPort, process.env.METRICS_HOSTNAME || '127.0.0.1')
    : null;

  // Graceful shutdown: stop accepting, let requests in flight finish, let the mailer finish its pass
  // (its leases would otherwise wait out their time), close the pools, exit.
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    server.close();
    metricsServer?.close();
    server.closeIdleConnections();
    const deadline = Date.now() + SHUTDOWN_GRACE_MS;
    while (inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    server.closeAllConnections();
    await closeIdentity().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

/**
 * The start line and ACCESS_LOG's lines are written at info even where LOG_LEVEL quiets the rest: the
 * operator asked for them (only `silent` stops them).
 */
function alwaysInfo() {
  const log = logger();
  return log.child({}, { level: log.level === 'silent' ? 'silent' : 'info' });
}

/**
 * A production server runs with the configuration its build recorded (as Next's standalone server
 * does): next.config.ts need not be there, nor compiled at every start.
 */
function applyBuiltConfig(dir: string): void {
  const file = path.join(dir, '.next', 'required-server-files.json');
  if (!fs.existsSync(file)) return;
  const { config } = JSON.parse(fs.readFileSync(file, 'utf8')) as { config: unknown };
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
