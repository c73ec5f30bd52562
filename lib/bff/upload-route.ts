import 'server-only';

import { NextResponse } from 'next/server';

import { UPLOAD_FILE_FIELD, UPLOAD_TIMEOUT_MS } from '../policy';
import { BFF_UPLOADS, type BffUploadAnswer, type BffUploadPath } from '../schemas/bff';
import type { BffResult } from '../schemas/bff-result';
import type { UpstreamContract } from '../schemas/contract';
import { limitStream } from './limit-stream';
import { failure } from './normalise';
import { contextOf, isSameOrigin } from './request-context';
import { clearSession } from './session';
import { failureOf, fetchUpstream } from './upstream';

const NO_STORE = { 'Cache-Control': 'no-store' };

function json(result: BffResult<unknown>, status = 200): NextResponse {
  return NextResponse.json(result, { status, headers: NO_STORE });
}

const tooLarge = () =>
  json(
    {
      state: 'error',
      errors: [{ code: 'validation_error', fieldName: UPLOAD_FILE_FIELD, errors: ['max_length'] }],
      effects: {},
    },
    413,
  );

/**
 * The multipart twin of `bffRoute` (lib/bff/route.ts) for `BFF_UPLOADS`: same-origin check, the
 * session's token, a byte limit, then the browser's body streamed straight on to the identity
 * service — never buffered, so the browser's upload progress is the real transfer. Past the limit
 * it answers 413 at once and the rest is never read; a cancelled upload aborts upstream too.
 */
export function bffUploadRoute<P extends BffUploadPath>(path: P, upstream: UpstreamContract) {
  const spec = BFF_UPLOADS[path];
  return {
    async POST(request: Request): Promise<Response> {
      try {
        if (!isSameOrigin(request)) return json(failure('access_denied'), 403);
        if (
          !/^multipart\/form-data\s*;\s*boundary=/i.test(request.headers.get('content-type') ?? '') ||
          !request.body
        ) {
          return json(failure('invalid_request'), 415);
        }
        if (Number(request.headers.get('content-length') ?? 0) > spec.maxBytes) return tooLarge();
        let exceeded = false;
        const body = limitStream(request.body, spec.maxBytes, () => (exceeded = true));
        const response = await fetchUpstream(upstream, {
          ctx: contextOf(request.headers),
          auth: 'user',
          stream: { body, contentType: request.headers.get('content-type')! },
          // An upload may take its time on a slow line; the browser's own cancel ends it sooner.
          signal: AbortSignal.any([request.signal, AbortSignal.timeout(UPLOAD_TIMEOUT_MS)]),
        });
        if (exceeded) return tooLarge();
        if (!(response instanceof Response)) {
          if (response.state === 'error' && response.effects.unauthorized) await clearSession();
          return json(response);
        }
        if (!response.ok) {
          const refused = await failureOf(response);
          if (refused.state === 'error' && refused.effects.unauthorized) await clearSession();
          return json(refused, response.status === 413 ? 413 : 200);
        }
        const parsed = spec.answer.safeParse(((await response.json()) as { data?: unknown }).data);
        if (!parsed.success) return json(failure('internal_server_error', { notify: 'error' }), 500);
        return json({ state: 'success', data: parsed.data as BffUploadAnswer<P> });
      } catch {
        return json(failure('internal_server_error', { notify: 'error' }), 500);
      }
    },
  };
}
