import http from 'node:http';

import { routeRequest } from '../../lib/identity/http/routes';
import { compileTrust } from '../../lib/visitor-address';
import { admitRequest } from '../../server/admit-request';

// The tests act as the operator's proxy: the X-Forwarded-For they send names the visitor.
const TRUST_LOOPBACK = compileTrust('loopback');

/** A node:http server that routes to the same handlers as `app/(identity)` (the route table). */
export function createIdentityHttpServer(): http.Server {
  return http.createServer((req, res) => {
    if (!admitRequest(req, res, TRUST_LOOPBACK)) return;
    void handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ errors: [{ code: 'internal_server_error' }] }));
      if (process.env.LOG_LEVEL !== 'silent') console.error(error);
    });
  });
}

async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const request = new Request(url, { method, headers, body: hasBody ? Buffer.concat(chunks) : undefined });
  const response = await routeRequest(method, url.pathname)(request);
  const outHeaders: Record<string, string> = {};
  response.headers.forEach((value, name) => (outHeaders[name] = value));
  res.writeHead(response.status, outHeaders);
  res.end(Buffer.from(await response.arrayBuffer()));
}
