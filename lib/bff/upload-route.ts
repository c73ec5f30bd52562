import 'server-only';

import { NextResponse } from 'next/server';

import { isLocale } from '../i18n/locales';
import { UPLOAD_FILE_FIELD, UPLOAD_TIMEOUT_MS } from '../policy';
import { BFF_UPLOADS, type BffUploadAnswer, type BffUploadPath } from '../schemas/bff';
import type { BffResult } from '../schemas/bff-result';
import type { UpstreamContract } from '../schemas/contract';
import { limitStream } from './limit-stream';
import { failure } from './normalise';
import { contextOf, isSameOrigin, type RequestContext } from './request-context';
import { PAGE_FIELD, redirect } from './route';
import { safeNextPath } from './safe-next';
import { clearSession } from './session';
import { failureOf, fetchUpstream } from './upstream';

const NO_STORE = { 'Cache-Control': 'no-store' };

type Outcome<P extends BffUploadPath> = { result: BffResult<BffUploadAnswer<P>>; status: number };

function json(result: BffResult<unknown>, status = 200): NextResponse {
  return NextResponse.json(result, { status, headers: NO_STORE });
}

const tooLarge = (): Outcome<never> => ({
  result: {
    state: 'error',
    errors: [{ code: 'validation_error', fieldName: UPLOAD_FILE_FIELD, errors: ['max_length'] }],
    effects: {},
  },
  status: 413,
});

const unexpected = (): Outcome<never> => ({
  result: failure('internal_server_error', { notify: 'error' }),
  status: 500,
});

/**
 * The page a form posted before hydration came from, or null for the browser client's call. The
 * native form names it in its action's query (`?_page=`), not in a field: the body is streamed on
 * unread, so this is known before a byte of it is.
 */
function nativePageOf(request: Request): string | null {
  const query = new URL(request.url).searchParams;
  return query.has(PAGE_FIELD) ? safeNextPath(query.get(PAGE_FIELD), '') : null;
}

/**
 * The multipart twin of `bffRoute` (lib/bff/route.ts) for `BFF_UPLOADS`: same-origin check, the
 * session's token, a byte limit, then the browser's body streamed straight on to the identity
 * service — never buffered, so the browser's upload progress is the real transfer. Past the limit
 * it answers 413 at once and the rest is never read; a cancelled upload aborts upstream too.
 * A form posted without JavaScript gets the same call, then a 303 back to its page with the outcome
 * in the form state cookie, as `bffRoute` does for form-encoded posts.
 */
export function bffUploadRoute<P extends BffUploadPath>(path: P, upstream: UpstreamContract) {
  const spec = BFF_UPLOADS[path];

  async function send(request: Request, ctx: RequestContext): Promise<Outcome<P>> {
    if (
      !/^multipart\/form-data\s*;\s*boundary=/i.test(request.headers.get('content-type') ?? '') ||
      !request.body
    ) {
      return { result: failure('invalid_request'), status: 415 };
    }
    if (Number(request.headers.get('content-length') ?? 0) > spec.maxBytes) return tooLarge();
    let exceeded = false;
    const body = limitStream(request.body, spec.maxBytes, () => (exceeded = true));
    const response = await fetchUpstream(upstream, {
      ctx,
      auth: 'user',
      stream: { body, contentType: request.headers.get('content-type')! },
      // An upload may take its time on a slow line; the browser's own cancel ends it sooner.
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(UPLOAD_TIMEOUT_MS)]),
    });
    if (exceeded) return tooLarge();
    if (!(response instanceof Response)) return { result: response, status: 200 };
    if (!response.ok) {
      return { result: await failureOf(response), status: response.status === 413 ? 413 : 200 };
    }
    const parsed = spec.answer.safeParse(((await response.json()) as { data?: unknown }).data);
    if (!parsed.success) return unexpected();
    return { result: { state: 'success', data: parsed.data as BffUploadAnswer<P> }, status: 200 };
  }

  return {
    async POST(request: Request): Promise<Response> {
      const page = nativePageOf(request);
      try {
        if (!isSameOrigin(request)) return json(failure('access_denied'), 403);
        const ctx = contextOf(request.headers);
        // A native post sends no X-Locale: the page it came from names the language.
        const pageLocale = page?.split('/')[1];
        if (isLocale(pageLocale)) ctx.locale = pageLocale;
        const { result, status } = await send(request, ctx).catch(unexpected);
        if (result.state === 'error' && result.effects.unauthorized) {
          await clearSession();
          if (page !== null) return redirect(`/${ctx.locale}/login`);
        }
        if (page === null) return json(result, status);
        // The page reads the document afresh, so a success needs no answer in the (small) cookie.
        return redirect(page || `/${ctx.locale}`, {
          form: path,
          succeeded: result.state === 'success',
          values: {},
          errors: result.state === 'error' ? result.errors : [],
        });
      } catch {
        return json(failure('internal_server_error', { notify: 'error' }), 500);
      }
    },
  };
}
