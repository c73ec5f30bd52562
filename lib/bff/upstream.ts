import 'server-only';

import { env } from '../env';
import { failure, normaliseResponse, type BffResult } from './normalise';

export type UpstreamHost = 'oauth' | 'rest';

export type UpstreamRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  host?: UpstreamHost;
  path: string;
  query?: Record<string, string | undefined>;
  /** A JSON body. */
  json?: unknown;
  /** A form-encoded body (OAuth token calls). */
  form?: Record<string, string | undefined>;
  /** A multipart body (uploads). */
  multipart?: FormData;
  /** 'client': Basic auth with the portal's OAuth client; a string: Bearer with that access token. */
  auth?: 'client' | { bearer: string };
  locale: string;
  /** The browser's address, forwarded so the identity service limits per visitor, not per BFF. */
  clientIp?: string;
  userAgent?: string;
  signal?: AbortSignal;
};

const UPSTREAM_TIMEOUT_MS = 15_000;

function baseOf(host: UpstreamHost): string {
  return host === 'oauth' ? env().OAUTH_URL : env().PASSPORT_API_URL;
}

export function clientBasicAuth(): string {
  const { OAUTH_CLIENT_ID, OAUTH_CLIENT_SECRET } = env();
  return `Basic ${Buffer.from(`${OAUTH_CLIENT_ID}:${OAUTH_CLIENT_SECRET}`).toString('base64')}`;
}

/** Builds the URL and init of an upstream call; separate so tests can see exactly what is sent. */
export function buildUpstreamRequest(req: UpstreamRequest): { url: string; init: RequestInit } {
  const url = new URL(req.path, `${baseOf(req.host ?? 'rest')}/`);
  for (const [key, value] of Object.entries(req.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, value);
  }
  const headers = new Headers({ Accept: 'application/json', 'X-Locale': req.locale });
  if (req.auth === 'client') headers.set('Authorization', clientBasicAuth());
  else if (req.auth) headers.set('Authorization', `Bearer ${req.auth.bearer}`);
  if (req.clientIp) headers.set('X-Forwarded-For', req.clientIp);
  if (req.userAgent) headers.set('User-Agent', req.userAgent);

  let body: BodyInit | undefined;
  if (req.form) {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(req.form)) if (value !== undefined) form.set(key, value);
    body = form;
  } else if (req.multipart) {
    body = req.multipart;
  } else if (req.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(req.json);
  }
  return { url: url.toString(), init: { method: req.method ?? 'GET', headers, body, cache: 'no-store' } };
}

/** Calls the upstream and normalises the answer (SPEC §7); never throws. */
export async function callUpstream<T>(req: UpstreamRequest): Promise<BffResult<T>> {
  const { url, init } = buildUpstreamRequest(req);
  const signal = req.signal ?? AbortSignal.timeout(UPSTREAM_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal, redirect: 'manual' });
  } catch {
    return failure('internal_server_error', { notify: 'error' });
  }
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  return normaliseResponse<T>(response.status, body);
}
