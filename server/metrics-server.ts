import http from 'node:http';

import { metrics } from '../lib/identity/metrics/metrics';

/**
 * Prometheus's own listener (METRICS_PORT), apart from the public port and bound to loopback unless the
 * operator says otherwise (METRICS_HOSTNAME): request rates, sign-in outcomes and queue depths are for
 * the operator, not for visitors.
 */
export function startMetricsServer(port: number, hostname: string): http.Server {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    const { registry } = metrics();
    registry.metrics().then(
      (text) =>
        res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  server.listen(port, hostname);
  return server;
}
