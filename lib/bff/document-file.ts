import 'server-only';

import { FILE_RESPONSE_HEADERS } from '../http/file-response-headers';
import { ZDocumentFileQuerySchema } from '../schemas/documents';
import { UPSTREAM } from '../schemas/upstream';
import { contextOf } from './request-context';
import { fetchUpstream } from './upstream';

const ALLOWED_TYPES = new Set(['image/jpeg', 'image/png']);

function refusal(status: number): Response {
  return new Response(null, { status, headers: FILE_RESPONSE_HEADERS });
}

/**
 * `GET /api/documents/file?path=`: one of the signed-in user's files, asked for with the session's
 * token and streamed back with the owner-only headers (never cached, nosniff, sandboxed). The
 * identity service decides whose it is; anything else is an empty 404.
 */
export async function documentFileResponse(request: Request): Promise<Response> {
  const query = ZDocumentFileQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return refusal(400);
  const upstream = await fetchUpstream(UPSTREAM.documentFile, {
    ctx: contextOf(request.headers),
    auth: 'user',
    query: query.data,
    signal: request.signal,
  });
  if (!(upstream instanceof Response))
    return refusal(upstream.state === 'error' && upstream.effects.unauthorized ? 401 : 502);
  const type = upstream.headers.get('content-type') ?? '';
  if (!upstream.ok || !upstream.body || !ALLOWED_TYPES.has(type)) {
    await upstream.body?.cancel().catch(() => undefined);
    return refusal(upstream.status === 401 ? 401 : 404);
  }
  const headers = new Headers(FILE_RESPONSE_HEADERS);
  headers.set('Content-Type', type);
  const length = upstream.headers.get('content-length');
  if (length) headers.set('Content-Length', length);
  return new Response(upstream.body, { status: 200, headers });
}
