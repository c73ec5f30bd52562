import 'server-only';

import type { z } from 'zod';

import { bffProofKey, env } from '../env';
import { inProcessIdentity } from '../http/in-process-upstream';
import { REQUEST_ID_HEADER } from '../http/request-id';
import { BFF_PROOF_HEADER, BFF_VISITOR_HEADER, bffProof } from '../http/visitor-address';
import type { UpstreamContract } from '../schemas/contract';
import { failure, normaliseResponse, type BffResult } from './normalise';
import type { RequestContext } from './request-context';
import { sessionToken } from './session';

type In<S> = S extends z.ZodType ? z.input<S> : never;

/** One call of an upstream contract (`lib/schemas/upstream.ts`) on behalf of a request. */
export type UpstreamCall<C extends UpstreamContract> = {
  ctx: RequestContext;
  /** `client`: the portal's Basic auth; `user`: this session's token (401 without one); or a given token. */
  auth?: 'client' | 'user' | { bearer: string };
  body?: In<C['body']>;
  query?: In<C['query']>;
  /** Values of the path's `{name}` segments. */
  params?: In<C['params']>;
  signal?: AbortSignal;
};

const UPSTREAM_TIMEOUT_MS = 15_000;

export function clientBasicAuth(): string {
  const { OAUTH_CLIENT_ID, OAUTH_CLIENT_SECRET } = env();
  return `Basic ${Buffer.from(`${OAUTH_CLIENT_ID}:${OAUTH_CLIENT_SECRET}`).toString('base64')}`;
}

/** The URL and init of an upstream call; separate so tests can see exactly what is sent. */
export function buildUpstreamRequest(
  contract: UpstreamContract,
  call: Omit<UpstreamCall<UpstreamContract>, 'auth'> & { auth?: 'client' | { bearer: string } },
): { url: string; init: RequestInit } {
  const base = contract.host === 'oauth' ? env().OAUTH_URL : env().PASSPORT_API_URL;
  const params = (call.params ?? {}) as Record<string, string>;
  const path = contract.path.replace(/\{([a-zA-Z]+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  const url = new URL(path, `${base}/`);
  for (const [key, value] of Object.entries((call.query ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string') url.searchParams.set(key, value);
  }
  const headers = new Headers({ Accept: 'application/json', 'X-Locale': call.ctx.locale });
  if (call.auth === 'client') headers.set('Authorization', clientBasicAuth());
  else if (call.auth) headers.set('Authorization', `Bearer ${call.auth.bearer}`);
  if (call.ctx.clientIp) {
    // The embedded identity service believes a visitor only with the BFF's proof; an external upstream
    // gets the standard header and decides for itself whom it trusts.
    if (base === env().INTERNAL_URL) {
      headers.set(BFF_VISITOR_HEADER, call.ctx.clientIp);
      headers.set(BFF_PROOF_HEADER, bffProof(bffProofKey(), call.ctx.clientIp));
    } else {
      headers.set('X-Forwarded-For', call.ctx.clientIp);
    }
  }
  if (call.ctx.userAgent) headers.set('User-Agent', call.ctx.userAgent);
  if (call.ctx.requestId) headers.set(REQUEST_ID_HEADER, call.ctx.requestId);
  let body: BodyInit | undefined;
  if (call.body !== undefined) {
    if ((contract.bodyKind ?? (contract.host === 'oauth' ? 'form' : 'json')) === 'form') {
      const form = new URLSearchParams();
      for (const [key, value] of Object.entries(call.body as Record<string, unknown>)) {
        if (typeof value === 'string') form.set(key, value);
      }
      body = form;
    } else {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(call.body);
    }
  }
  return { url: url.toString(), init: { method: contract.method, headers, body, cache: 'no-store' } };
}

/**
 * Sends an upstream request: to the identity service embedded in this process without a socket when
 * the Node entry registered it and the call is for this server (OAUTH_URL/PASSPORT_API_URL unset),
 * over HTTP otherwise. The request is the same either way.
 */
export function sendUpstream(url: string, init: RequestInit): Promise<Response> {
  const inProcess = url.startsWith(`${env().INTERNAL_URL}/`) ? inProcessIdentity() : undefined;
  return inProcess ? inProcess(new Request(url, init)) : fetch(url, init);
}

/** The session's token for `auth: 'user'`, a given one, or the client's Basic auth; null when logged out. */
async function resolveAuth(
  auth: UpstreamCall<UpstreamContract>['auth'],
): Promise<'client' | { bearer: string } | undefined | null> {
  if (auth !== 'user') return auth;
  const token = await sessionToken();
  return token ? { bearer: token } : null;
}

/**
 * A call whose body or answer is not JSON — a streamed multipart upload, the bytes of a file — for
 * the helpers that stream them (lib/bff/upload-route.ts, document-file.ts). Same URL, headers and
 * auth as callUpstream; the raw Response, or a BffFailure when it could not be sent.
 */
export async function fetchUpstream<C extends UpstreamContract>(
  contract: C,
  call: Omit<UpstreamCall<C>, 'body'> & {
    stream?: { body: ReadableStream<Uint8Array>; contentType: string };
  },
): Promise<Response | BffResult<never>> {
  const auth = await resolveAuth(call.auth);
  if (auth === null) return failure('invalid_token', { unauthorized: true });
  const { url, init } = buildUpstreamRequest(contract, { ...call, body: undefined, auth });
  const headers = new Headers(init.headers);
  if (call.stream) headers.set('Content-Type', call.stream.contentType);
  try {
    return await sendUpstream(url, {
      ...init,
      headers,
      body: call.stream?.body,
      // A streamed request body must say so (undici).
      ...(call.stream ? { duplex: 'half' } : {}),
      signal: call.signal ?? AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      redirect: 'manual',
    } as RequestInit);
  } catch {
    return failure('internal_server_error', { notify: 'error' });
  }
}

/** A non-2xx raw answer as a BffResult (SPEC §7 response handling). */
export async function failureOf(response: Response): Promise<BffResult<never>> {
  return normaliseResponse(response.status, await readBody(response)) as BffResult<never>;
}

/**
 * The BFF's one way to call upstream: sends the call, normalises the answer (SPEC §7) and checks it
 * against the contract, so a page never sees a shape it did not declare. Never throws.
 */
export async function callUpstream<C extends UpstreamContract>(
  contract: C,
  call: UpstreamCall<C>,
): Promise<BffResult<z.output<C['answer']>>> {
  const auth = await resolveAuth(call.auth);
  if (auth === null) return failure('invalid_token', { unauthorized: true });
  const { url, init } = buildUpstreamRequest(contract, { ...call, auth });
  let response: Response;
  try {
    response = await sendUpstream(url, {
      ...init,
      signal: call.signal ?? AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      redirect: 'manual',
    });
  } catch {
    return failure('internal_server_error', { notify: 'error' });
  }
  const result = normaliseResponse(response.status, await readBody(response));
  if (result.state === 'error') return result;
  const parsed = contract.answer.safeParse(result.data);
  if (!parsed.success) {
    console.error(`Upstream ${contract.method} ${contract.path} answered outside its contract`);
    return failure('internal_server_error', { notify: 'error' });
  }
  return { state: 'success', data: parsed.data as z.output<C['answer']> };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
