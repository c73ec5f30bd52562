/**
 * The Node entry `npm start` runs: one HTTP server in front of Next. It owns what Next's route
 * handlers cannot see — the TCP peer (from which the trusted visitor address is derived) and request
 * body limits — and then hands every request to Next (pages, BFF, identity service).
 */
import http from 'node:http';
import path from 'node:path';
import next from 'next';

import { compileTrust } from '../lib/visitor-address';
import { admitRequest } from './admit-request';
import { dispatchIdentity, isIdentityPath } from './identity-dispatch';

/** Headers must arrive within this, and a whole request (a trickling body too) within REQUEST_TIMEOUT_MS. */
const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  const port = Number(process.env.PORT ?? 3000);
  const hostname = process.env.HOSTNAME ?? '0.0.0.0';
  const trust = compileTrust(process.env.TRUST_PROXY);
  const app = next({ dev, dir: path.resolve(import.meta.dirname, '..'), hostname, port });
  const handle = app.getRequestHandler();
  await app.prepare();

  const origin = `http://${hostname === '0.0.0.0' ? '127.0.0.1' : hostname}:${port}`;
  // Behind https every answer tells the browser to stay on https (HSTS).
  const hsts = (process.env.APP_URL ?? '').startsWith('https://');
  const server = http.createServer((req, res) => {
    if (hsts) res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    if (!admitRequest(req, res, trust)) return;
    if (isIdentityPath((req.url ?? '/').split('?')[0] ?? '/')) void dispatchIdentity(req, res, origin);
    else void handle(req, res);
  });
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.listen(port, hostname, () => {
    console.log(`Passport listening on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`);
  });

  const stop = () => server.close(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
