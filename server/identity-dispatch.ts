import type { IncomingMessage, ServerResponse } from 'node:http';

import { SECURITY_HEADERS } from '../lib/http/security-headers';
import { jsonAnswer, JsonAnswer, type Answer } from '../lib/identity/http/json-answer';
import { routeRequest } from '../lib/identity/http/routes';
import { isOidcPath } from '../lib/identity/oidc/oidc-paths';
import { requestBodyStream } from './request-body-stream';

const SECURITY_HEADER_FIELDS = Object.fromEntries(SECURITY_HEADERS.map(({ key, value }) => [key, value]));

/**
 * Hands a request to the identity service's route table — its one HTTP surface — past Next's page
 * pipeline, a JSON answer written as it is rather than through a Response (`check_token` is every
 * linked product's hot path).
 */
export async function dispatchIdentity(
  req: IncomingMessage,
  res: ServerResponse,
  origin: string,
): Promise<void> {
  const url = new URL(req.url ?? '/', origin);
  if (isOidcPath(url.pathname)) {
    // The OpenID provider is a Koa app of its own, handed the Node request as it is (and loaded on the
    // first OIDC request only: check_token, below, never waits for it).
    const { serveOidc } = await import('../lib/identity/oidc/serve-oidc');
    for (const { key, value } of SECURITY_HEADERS) res.setHeader(key, value);
    await serveOidc(req, res, url.pathname).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
    return;
  }
  const method = (req.method ?? 'GET').toUpperCase();
  // From the parsed headers, not the raw ones: admitRequest replaced the visitor header there.
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  // A request has a body only when it says how it is framed (RFC 9112 §6.3). Most POSTs to check_token
  // carry the token in the query and no body: a web stream for nothing costs more than the handler.
  const hasBody =
    method !== 'GET' &&
    method !== 'HEAD' &&
    (req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0);
  // A client that leaves before its answer withdraws the call: an upload it cancelled after the last
  // byte was sent is not kept (the handlers check the signal before they commit).
  let left: AbortController | undefined;
  if (hasBody) {
    const controller = (left = new AbortController());
    res.once('close', () => {
      if (!res.writableFinished) controller.abort();
    });
  }
  const request = new Request(url, {
    method,
    headers,
    body: hasBody ? requestBodyStream(req) : undefined,
    signal: left?.signal,
    // @ts-expect-error -- Node's fetch needs `duplex` for a streamed body; the DOM types lack it.
    duplex: 'half',
  });
  let answer: Answer;
  try {
    answer = await routeRequest(method, url.pathname)(request);
  } catch {
    answer = jsonAnswer({ errors: [{ code: 'internal_server_error' }] }, 500);
  }
  // Answered meanwhile by the entry (a body past its deadline): nothing more to say.
  if (res.headersSent || res.destroyed) return;
  if (answer instanceof JsonAnswer) {
    res.writeHead(answer.status, { ...SECURITY_HEADER_FIELDS, ...answer.headers }).end(answer.body);
    return;
  }
  try {
    for (const { key, value } of SECURITY_HEADERS) res.setHeader(key, value);
    answer.headers.forEach((value, key) => res.setHeader(key, value));
    res.writeHead(answer.status);
    if (answer.body) {
      for await (const chunk of answer.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
    }
    res.end();
  } catch {
    // A body that failed half-way (a file gone, the client gone) cannot be answered any more: cut it.
    res.destroy();
  }
}
