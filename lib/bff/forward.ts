import 'server-only';

import type { BffResult } from '../types/bff-result';
import { sessionToken } from './dal';
import { failure } from './normalise';
import { clientIpOf, localeOf } from './request-context';
import { callUpstream, type UpstreamRequest } from './upstream';

type ForwardOptions = Pick<
  UpstreamRequest,
  'method' | 'host' | 'path' | 'query' | 'json' | 'form' | 'multipart'
> & {
  /** 'user': the session's bearer token (401 without one); 'client': the portal's Basic auth. */
  auth?: 'user' | 'client' | 'none';
};

/** One upstream call on behalf of the browser that made `request`. */
export async function forward<T>(request: Request, options: ForwardOptions): Promise<BffResult<T>> {
  const { auth = 'none', ...rest } = options;
  let upstreamAuth: UpstreamRequest['auth'];
  if (auth === 'user') {
    const token = await sessionToken();
    if (!token) return failure('invalid_token', { unauthorized: true });
    upstreamAuth = { bearer: token };
  } else if (auth === 'client') {
    upstreamAuth = 'client';
  }
  return callUpstream<T>({
    ...rest,
    auth: upstreamAuth,
    locale: localeOf(request),
    clientIp: clientIpOf(request),
    userAgent: request.headers.get('user-agent') ?? undefined,
  });
}

/** Keeps only the named string fields of a JSON body; anything else is dropped, not forwarded. */
export function pick(body: Record<string, unknown> | null, keys: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of keys) {
    const value = body?.[key];
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}
