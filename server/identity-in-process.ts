import { REQUEST_ID_HEADER, requestIdOf } from '../lib/http/request-id';
import { BFF_PROOF_HEADER, BFF_VISITOR_HEADER, VISITOR_HEADER } from '../lib/http/visitor-address';
import { jsonAnswer, JsonAnswer, type Answer } from '../lib/identity/http/json-answer';
import { routeRequest } from '../lib/identity/http/routes';
import { bodyLimitOf, provenVisitor } from './admit-request';

/** What the BFF's loopback connection looked like to the entry: the peer every unproven call had. */
const LOOPBACK = '127.0.0.1';

/**
 * The BFF's way into the identity service of this process, without a socket: the same admission as
 * a request through the entry (a request id, the visitor only as the BFF proves it, the body limit),
 * the same route table, and a web Response back — so the BFF cannot tell it from an HTTP upstream.
 */
export async function serveIdentityInProcess(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  headers.set(REQUEST_ID_HEADER, requestIdOf(headers.get(REQUEST_ID_HEADER)));
  const visitor = provenVisitor(headers.get(BFF_VISITOR_HEADER), headers.get(BFF_PROOF_HEADER));
  headers.delete(BFF_VISITOR_HEADER);
  headers.delete(BFF_PROOF_HEADER);
  headers.set(VISITOR_HEADER, visitor ?? LOOPBACK);
  let answer: Answer;
  if (Number(headers.get('content-length') ?? 0) > bodyLimitOf(url.pathname)) {
    answer = jsonAnswer({ errors: [{ code: 'invalid_request' }] }, 413);
  } else {
    const admitted = new Request(url, {
      method: request.method,
      headers,
      body: request.body,
      signal: request.signal,
      // @ts-expect-error -- Node's fetch needs `duplex` for a streamed body; the DOM types lack it.
      duplex: 'half',
    });
    try {
      answer = await routeRequest(request.method, url.pathname)(admitted);
    } catch {
      answer = jsonAnswer({ errors: [{ code: 'internal_server_error' }] }, 500);
    }
  }
  if (!(answer instanceof JsonAnswer)) return answer;
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}
