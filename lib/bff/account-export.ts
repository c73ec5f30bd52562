import 'server-only';

import { NextResponse } from 'next/server';

import { UPSTREAM } from '../schemas/upstream';
import { contextOf, isSameOrigin } from './request-context';
import { failureOf, fetchUpstream } from './upstream';

/**
 * `GET /api/account/export`: "Download my data", the identity service's ZIP streamed back as an
 * attachment, never cached. A refusal (reauth_required, too_many_requests) is the usual JSON failure
 * with its status, so the page can ask "Confirm it's you" and try again.
 */
export async function accountExportResponse(request: Request): Promise<Response> {
  if (!isSameOrigin(request))
    return NextResponse.json({ state: 'error', errors: [{ code: 'access_denied' }] }, { status: 403 });
  const upstream = await fetchUpstream(UPSTREAM.accountExport, {
    ctx: contextOf(request.headers),
    auth: 'user',
    signal: request.signal,
  });
  if (!(upstream instanceof Response)) return NextResponse.json(upstream, { status: 502 });
  if (!upstream.ok || upstream.headers.get('content-type') !== 'application/zip' || !upstream.body) {
    return NextResponse.json(await failureOf(upstream), { status: upstream.ok ? 502 : upstream.status });
  }
  const headers = new Headers({
    'Content-Type': 'application/zip',
    'Content-Disposition': 'attachment; filename="passport-data.zip"',
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  const length = upstream.headers.get('content-length');
  if (length) headers.set('Content-Length', length);
  return new Response(upstream.body, { status: 200, headers });
}
