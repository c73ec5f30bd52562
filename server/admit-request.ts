import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

import { bffProofKey } from '../lib/env';
import { BODY_LIMIT_BYTES } from '../lib/http/read-bounded-body';
import { REQUEST_ID_HEADER, requestIdOf } from '../lib/http/request-id';
import {
  BFF_PROOF_HEADER,
  BFF_VISITOR_HEADER,
  isBffProof,
  VISITOR_HEADER,
  visitorAddress,
  type Trust,
} from '../lib/http/visitor-address';
import { UPLOAD_FILE_FIELD, UPLOAD_REQUEST_MAX_BYTES, UPLOAD_TIMEOUT_MS } from '../lib/policy';
import { BFF_UPLOADS } from '../lib/schemas/bff';
import { PAGE_FIELD } from '../lib/schemas/form-state';
import { UPSTREAM } from '../lib/schemas/upstream';

/** The upload routes of the BFF and of the identity service, as their contracts name them. */
const BFF_UPLOAD_PATHS = new Set(Object.keys(BFF_UPLOADS).map((path) => `/api${path}`));
const UPLOAD_PATHS = new Set([UPSTREAM.documentUpload.path, ...BFF_UPLOAD_PATHS]);

/** The most a request to `path` may carry: an upload is the 5 MiB file and its framing, all else is small. */
export function bodyLimitOf(path: string): number {
  return UPLOAD_PATHS.has(path) ? UPLOAD_REQUEST_MAX_BYTES : BODY_LIMIT_BYTES;
}

/**
 * An upload form posted without JavaScript (its action names its page, lib/bff/upload-route.ts) must
 * come back to that page with 'Invalid size' in the sealed form state, which only the web layer
 * writes. Its route refuses the same declared length before reading a byte, and the rest of the body
 * is drained or its connection closed like any answer sent early (closeWhenAnsweredEarly).
 */
function answersOnItsPage(path: string, query: string): boolean {
  return BFF_UPLOAD_PATHS.has(path) && new URLSearchParams(query).has(PAGE_FIELD);
}

/** How long a body may take to arrive: a form or JSON body is small, so only a trickle takes longer… */
export const BODY_TIMEOUT_MS = 30_000;

export type BodyTimeouts = { body: number; upload: number };
const DEFAULT_TIMEOUTS: BodyTimeouts = { body: BODY_TIMEOUT_MS, upload: UPLOAD_TIMEOUT_MS };

/**
 * What every request passes before Next or the identity service see it: a declared body larger than
 * its route takes is refused at once (a body without a length is bounded where it is read), a body
 * must arrive within its route's time, and the visitor's address is set from the socket and trusted
 * proxies only. False when it was answered here.
 */
export function admitRequest(
  req: IncomingMessage,
  res: ServerResponse,
  trust: Trust,
  timeouts: BodyTimeouts = DEFAULT_TIMEOUTS,
): boolean {
  const [path = '/', query = ''] = (req.url ?? '/').split('?');
  setRequestId(req, res);
  closeWhenAnsweredEarly(req, res);
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > bodyLimitOf(path) && !answersOnItsPage(path, query)) {
    refuse(res, path, 413, TOO_LARGE);
    return false;
  }
  if (declared > 0 || req.headers['transfer-encoding']) {
    bodyDeadline(req, res, path, UPLOAD_PATHS.has(path) ? timeouts.upload : timeouts.body);
  }
  setVisitor(req, trust);
  return true;
}

/**
 * A body still arriving at its deadline is answered 408 (when nothing was answered yet) and its
 * connection closed, so a client trickling bytes cannot hold a connection and a handler for long.
 */
function bodyDeadline(req: IncomingMessage, res: ServerResponse, path: string, ms: number): void {
  const timer = setTimeout(() => {
    if (req.complete) return;
    if (res.headersSent) {
      req.socket?.destroy();
      return;
    }
    refuse(res, path, 408, { code: 'invalid_request' });
  }, ms).unref();
  const clear = () => clearTimeout(timer);
  req.once('end', clear);
  res.once('close', clear);
}

/**
 * Every request gets an id its log lines share, told back to the caller so support can find them; a
 * proxy's (or the BFF's) id is kept when it is one (lib/http/request-id.ts), anything else replaced.
 */
export function setRequestId(req: IncomingMessage, res: ServerResponse): void {
  const id = requestIdOf(req.headers[REQUEST_ID_HEADER]);
  req.headers[REQUEST_ID_HEADER] = id;
  res.setHeader(REQUEST_ID_HEADER, id);
}

/** Replaces whatever the client sent with the address the server trusts (or the BFF proves). */
export function setVisitor(req: IncomingMessage, trust: Trust): void {
  const proven = provenVisitor(req.headers[BFF_VISITOR_HEADER], req.headers[BFF_PROOF_HEADER]);
  delete req.headers[BFF_VISITOR_HEADER];
  delete req.headers[BFF_PROOF_HEADER];
  req.headers[VISITOR_HEADER] = proven ?? visitorAddress(req, trust);
}

/** The visitor the BFF names with a valid proof, or null: nobody else can name one. */
export function provenVisitor(claimed: unknown, proof: unknown): string | null {
  return typeof claimed === 'string' && typeof proof === 'string' && isBffProof(bffProofKey(), claimed, proof)
    ? claimed
    : null;
}

/** How long the rest of a refused body is drained (read and dropped) before the connection goes. */
const LINGER_MS = 1000;

/**
 * An answer sent before its request's body was read (a 413, a refused origin) keeps its connection if
 * the rest of the body is drained (read, never kept) within a moment; otherwise the connection is
 * closed the lingering way.
 */
function closeWhenAnsweredEarly(req: IncomingMessage, res: ServerResponse): void {
  res.once('finish', () => {
    if (req.complete) return;
    const socket = req.socket;
    // The socket may have moved on (closed by the client, or reused): only this one is ended.
    const close = setTimeout(() => lingeringClose(socket), LINGER_MS).unref();
    req.once('end', () => clearTimeout(close));
    req.resume();
  });
}

/**
 * Closes a connection whose client may still be sending: first our side (FIN, after the answer), then,
 * after a moment of reading and dropping what still arrives, the socket. Closing at once on unread
 * data makes the kernel reset the connection, and a client still writing its body loses the answer
 * in flight with it (Apache's "lingering close").
 */
function lingeringClose(socket: Socket | null): void {
  if (!socket || socket.destroyed) return;
  const kill = setTimeout(() => socket.destroy(), LINGER_MS).unref();
  socket.once('close', () => clearTimeout(kill));
  socket.end();
  socket.resume();
}

const TOO_LARGE = { code: 'validation_error', fieldName: UPLOAD_FILE_FIELD, errors: ['max_length'] };

/** A refusal in the error shape of the route's layer (OAuth, BFF or REST). */
function refuse(res: ServerResponse, path: string, status: 408 | 413, uploadError: object): void {
  // An upload's answer is the one its endpoint gives a file too large, so the page says 'Invalid size'.
  const error = UPLOAD_PATHS.has(path) ? uploadError : { code: 'invalid_request' };
  const description = status === 413 ? 'Request body too large' : 'Request body too slow';
  const body = path.startsWith('/oauth/')
    ? { error: 'invalid_request', error_description: description }
    : path.startsWith('/api/')
      ? { state: 'error', errors: [error], effects: {} }
      : { errors: [error] };
  // Nothing of the body is kept. Node ends a `connection: close` answer's socket with destroySoon, which
  // resets a connection the client is still writing to: this one lingers instead.
  const socket = res.socket;
  if (socket) socket.destroySoon = () => lingeringClose(socket);
  res.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
  res.end(JSON.stringify(body));
}
