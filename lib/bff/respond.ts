import 'server-only';

import { NextResponse } from 'next/server';

import { clearSession } from './session';
import { failure, type BffResult } from './normalise';
import { isSameOrigin } from './request-context';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** Answers a BffResult as JSON; a 401 from upstream ends the session here (SPEC §7). */
export async function respond<T>(result: BffResult<T>): Promise<NextResponse> {
  if (result.state === 'error' && result.effects.unauthorized) await clearSession();
  return NextResponse.json(result, { headers: NO_STORE });
}

type Handler = (request: Request) => Promise<BffResult<unknown> | Response>;

/**
 * Wraps a BFF route handler: same-origin check for mutating methods, one catch for the unexpected,
 * and the JSON shape of every answer.
 */
export function bffRoute(handler: Handler) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && !isSameOrigin(request)) {
      return NextResponse.json(failure('access_denied'), { status: 403, headers: NO_STORE });
    }
    try {
      const result = await handler(request);
      return result instanceof Response ? result : await respond(result);
    } catch (error) {
      // Redirects and other framework signals must pass through.
      if (error && typeof error === 'object' && 'digest' in error) throw error;
      console.error('BFF route failed', error instanceof Error ? error.message : 'unknown error');
      return NextResponse.json(failure('internal_server_error', { notify: 'error' }), {
        status: 500,
        headers: NO_STORE,
      });
    }
  };
}

/** Reads a JSON object body, or null when it is not one. */
export async function readJson(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
