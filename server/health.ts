import type { IncomingMessage, ServerResponse } from 'node:http';

import { checkReadiness } from '../lib/identity/domain/operations/check-readiness';
import { VERSION } from './version';

/**
 * `/healthz`: the process answers (and which release it is). `/readyz`: it can sign people in — 503
 * only when the database does not answer; mail or Redis trouble is `degraded` in the body, still 200.
 * Fast (probe results are cached a few seconds), unauthenticated, and naming checks only — never
 * configuration. False for other paths.
 */
export function serveHealth(req: IncomingMessage, res: ServerResponse, path: string): boolean {
  if (path === '/healthz') {
    send(res, 200, { status: 'ok', version: VERSION });
    return true;
  }
  if (path === '/readyz') {
    void checkReadiness().then(({ ready, status, checks }) =>
      send(res, ready ? 200 : 503, { status, checks }),
    );
    return true;
  }
  return false;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}
