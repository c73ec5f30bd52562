import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';

import { REQUEST_ID_HEADER } from '../lib/http/request-id';
import { VISITOR_HEADER } from '../lib/http/visitor-address';
import { metrics } from '../lib/identity/metrics/metrics';
import { loggablePath, routeLabel } from './route-label';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Counts and times every request when its answer ends (Prometheus, by route template), and with
 * ACCESS_LOG writes one line for it: method, route, path (codes masked, never the query string, where
 * tokens ride), status, time, size, request id and visitor.
 */
export function observeRequest(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  accessLog: Logger | null,
): void {
  const started = process.hrtime.bigint();
  res.once('close', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const method = METHODS.has(req.method ?? '') ? req.method! : 'OTHER';
    const status = res.statusCode;
    const route = routeLabel(pathname, status);
    const m = metrics();
    m.requests.inc({ method, route, status: String(status) });
    m.requestSeconds.observe({ method, route }, seconds);
    accessLog?.info(
      {
        access: true,
        method,
        route,
        path: loggablePath(pathname),
        status,
        ms: Math.round(seconds * 10_000) / 10,
        bytes: Number(res.getHeader('content-length') ?? 0) || undefined,
        // An answer cut before its end (the client left, a body failed half-way).
        ...(res.writableFinished ? {} : { aborted: true }),
        requestId: req.headers[REQUEST_ID_HEADER],
        visitor: req.headers[VISITOR_HEADER],
      },
      'request',
    );
  });
}
