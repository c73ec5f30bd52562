import type { IncomingMessage, ServerResponse } from 'node:http';

import { bffProofKey } from '../lib/env';
import { UPLOAD_REQUEST_MAX_BYTES } from '../lib/policy';
import { BODY_LIMIT_BYTES } from '../lib/read-bounded-body';
import {
  BFF_PROOF_HEADER,
  BFF_VISITOR_HEADER,
  isBffProof,
  VISITOR_HEADER,
  visitorAddress,
  type Trust,
} from '../lib/visitor-address';

const UPLOAD_PATHS = new Set(['/api/documents/upload', '/v1/documents/upload']);

/** The most a request to `path` may carry: an upload is the 5 MiB file and its framing, all else is small. */
export function bodyLimitOf(path: string): number {
  return UPLOAD_PATHS.has(path) ? UPLOAD_REQUEST_MAX_BYTES : BODY_LIMIT_BYTES;
}

/**
 * What every request passes before Next or the identity service see it: a declared body larger than
 * its route takes is refused at once (a body without a length is bounded where it is read), and the
 * visitor's address is set from the socket and trusted proxies only. False when it was answered here.
 */
export function admitRequest(req: IncomingMessage, res: ServerResponse, trust: Trust): boolean {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  closeWhenAnsweredEarly(req, res);
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > bodyLimitOf(path)) {
    refuseTooLarge(req, res, path);
    return false;
  }
  setVisitor(req, trust);
  return true;
}

/** Replaces whatever the client sent with the address the server trusts (or the BFF proves). */
export function setVisitor(req: IncomingMessage, trust: Trust): void {
  const claimed = req.headers[BFF_VISITOR_HEADER];
  const proof = req.headers[BFF_PROOF_HEADER];
  delete req.headers[BFF_VISITOR_HEADER];
  delete req.headers[BFF_PROOF_HEADER];
  const proven =
    typeof claimed === 'string' && typeof proof === 'string' && isBffProof(bffProofKey(), claimed, proof);
  req.headers[VISITOR_HEADER] = proven ? claimed : visitorAddress(req, trust);
}

/** How long the rest of a refused body is drained (read and dropped) before the connection goes. */
const LINGER_MS = 1000;

/**
 * An answer sent before its request's body was read (a 413, a refused origin) ends the connection a
 * moment later unless the body ends by then: meanwhile the rest of the body is drained, never kept, so the client reads its answer
 * before the close (closing on unread data would reset the connection and lose the answer in flight).
 */
function closeWhenAnsweredEarly(req: IncomingMessage, res: ServerResponse): void {
  res.once('finish', () => {
    if (req.complete) return;
    const socket = req.socket;
    // The socket may have moved on (closed by the client, or reused): only this one is ended.
    const close = setTimeout(() => socket?.destroy(), LINGER_MS).unref();
    // A small body drained in time keeps its connection for the next request.
    req.once('end', () => clearTimeout(close));
    req.resume();
  });
}

function refuseTooLarge(req: IncomingMessage, res: ServerResponse, path: string): void {
  // An upload's answer is the one its endpoint gives a file too large, so the page says 'Invalid size'.
  const error = UPLOAD_PATHS.has(path)
    ? { code: 'validation_error', fieldName: 'file', errors: ['max_length'] }
    : { code: 'invalid_request' };
  const body = path.startsWith('/oauth/')
    ? { error: 'invalid_request', error_description: 'Request body too large' }
    : path.startsWith('/api/')
      ? { state: 'error', errors: [error], effects: {} }
      : { errors: [error] };
  // Nothing of the body is kept: it is drained for a moment, then the connection closes.
  res.writeHead(413, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
