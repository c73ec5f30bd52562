import type { IncomingMessage, ServerResponse } from 'node:http';

import { checkReadiness } from '../lib/identity/domain/operations/check-readiness';

/**
 * `/healthz`: the process answers. `/readyz`: it can serve (database, Redis when configured, mail).
 * Fast, unauthenticated, and naming checks only — never configuration. False for other paths.
 */
export function serveHealth(req: IncomingMessage, res: ServerResponse, path: string): boolean {
  if (path === '/healthz') {
    send(res, 200, { status: 'ok' });
    return true;
  }
  if (path === '/readyz') {
    void checkReadiness().then(({ ready, checks }) =>
      send(res, ready ? 200 : 503, { status: ready ? 'ready' : 'not_ready', checks }),
    );
    return true;
  }
  return false;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}
