import http from 'node:http';

import { routeRequest } from '../../lib/identity/http/routes';

/** A node:http server that routes to the same handlers as `app/(identity)` (the route table). */
export function createIdentityHttpServer(): http.Server {
  return http.createServer((req, res) => {
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
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  // Like a reverse proxy: callers that do not say otherwise are who the socket says.
  if (!headers.has('x-forwarded-for') && req.socket.remoteAddress) {
    headers.set('x-forwarded-for', req.socket.remoteAddress.replace(/^::ffff:/, ''));
  }
  const hasBody = method !== 'GET' && method !== 'HEAD';
  // Streamed, as Next hands it over: an upload cut off mid-way reaches the handler as a failing body.
  const request = new Request(url, {
    method,
    headers,
    body: hasBody ? bodyOf(req) : undefined,
    duplex: 'half',
  } as RequestInit);
  const response = await routeRequest(method, url.pathname)(request);
  const outHeaders: Record<string, string> = {};
  response.headers.forEach((value, name) => (outHeaders[name] = value));
  res.writeHead(response.status, outHeaders);
  res.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * The request body as a web stream with back-pressure. Unlike `Readable.toWeb`, data arriving after
 * the handler cancelled (an upload refused mid-way) is dropped rather than thrown at a closed stream.
 */
function bodyOf(req: http.IncomingMessage): ReadableStream<Uint8Array> {
  let open = true;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on('data', (chunk: Buffer) => {
        if (!open) return;
        controller.enqueue(new Uint8Array(chunk));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      });
      req.on('end', () => {
        if (open) controller.close();
        open = false;
      });
      req.on('close', () => {
        // The client went away before the body was complete.
        if (open && !req.complete) controller.error(new Error('request aborted'));
        open = false;
      });
      req.on('error', (error) => {
        if (open) controller.error(error);
        open = false;
      });
    },
    pull() {
      req.resume();
    },
    cancel() {
      open = false;
      req.resume();
    },
  });
}
