import 'server-only';

import { NextResponse } from 'next/server';

import { ROUTES } from '../navigation/routes';
import type { BffResult } from '../schemas/bff-result';
import { UPSTREAM } from '../schemas/upstream';
import { EXPORT_FORM } from './form-state';
import { contextOf, isSameOrigin, type RequestContext } from './request-context';
import { PAGE_FIELD, redirect } from './route';
import { safeNextPath } from './safe-next';
import { failureOf, fetchUpstream } from './upstream';

/**
 * `GET /api/account/export`: "Download my data", the identity service's ZIP streamed back as an
 * attachment, never cached. A refusal (reauth_required, too_many_requests) is the usual JSON failure
 * with its status, so the page can ask "Confirm it's you" and try again. Asked for by the page's form
 * without JavaScript (a navigation), a refusal goes back to that page instead, which shows it.
 */
export async function accountExportResponse(request: Request): Promise<Response> {
  if (!isSameOrigin(request))
    return NextResponse.json({ state: 'error', errors: [{ code: 'access_denied' }] }, { status: 403 });
  const ctx = contextOf(request.headers);
  const upstream = await fetchUpstream(UPSTREAM.accountExport, { ctx, auth: 'user', signal: request.signal });
  if (!(upstream instanceof Response)) return refused(request, ctx, upstream, 502);
  if (!upstream.ok || upstream.headers.get('content-type') !== 'application/zip' || !upstream.body) {
    return refused(request, ctx, await failureOf(upstream), upstream.ok ? 502 : upstream.status);
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

/** A failure as JSON for a script; for the page's form sent without JavaScript, back to that page. */
async function refused(
  request: Request,
  ctx: RequestContext,
  failure: BffResult<unknown>,
  status: number,
): Promise<Response> {
  if (request.headers.get('sec-fetch-mode') !== 'navigate' || failure.state !== 'error') {
    return NextResponse.json(failure, { status });
  }
  const page = safeNextPath(
    new URL(request.url).searchParams.get(PAGE_FIELD),
    `/${ctx.locale}${ROUTES.profileSecurityData}`,
  );
  return redirect(page, { form: EXPORT_FORM, values: {}, succeeded: false, errors: failure.errors });
}
