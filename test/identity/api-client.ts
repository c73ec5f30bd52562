import { randomBytes, randomInt } from 'node:crypto';

import type { IdentityTestServer } from './server';

export type ApiResponse<T = any> = { status: number; headers: Headers; body: T }; // eslint-disable-line @typescript-eslint/no-explicit-any

export type CallOptions = {
  ip?: string;
  token?: string;
  basic?: boolean | { id: string; secret: string };
  headers?: Record<string, string>;
  query?: Record<string, string | undefined>;
};

/** A unique caller IP per test keeps rate limits and captcha counters of tests apart. */
export function uniqueIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export function uniqueEmail(tag = 'user'): string {
  return `${tag}.${randomBytes(5).toString('hex')}@example.com`;
}

export const GOOD_PASSWORD = 'Kx7!vRq2m';

/** Thin HTTP client for the identity service, the way the BFF calls it. */
export function apiClient(server: IdentityTestServer) {
  const headersFor = (options: CallOptions): Record<string, string> => {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.ip) headers['x-forwarded-for'] = options.ip;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.basic) {
      const creds =
        options.basic === true ? { id: server.clientId, secret: server.clientSecret } : options.basic;
      headers.authorization = `Basic ${Buffer.from(`${creds.id}:${creds.secret}`).toString('base64')}`;
    }
    return headers;
  };
  const urlFor = (path: string, query?: CallOptions['query']) => {
    const url = new URL(server.baseUrl + path);
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, v);
    return url;
  };
  const call = async (
    method: string,
    path: string,
    init: { body?: BodyInit; contentType?: string },
    options: CallOptions,
  ) => {
    const headers = headersFor(options);
    if (init.contentType) headers['content-type'] = init.contentType;
    const response = await fetch(urlFor(path, options.query), { method, headers, body: init.body });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, headers: response.headers, body } as ApiResponse;
  };
  return {
    get: (path: string, options: CallOptions = {}) => call('GET', path, {}, options),
    delete: (path: string, options: CallOptions = {}) => call('DELETE', path, {}, options),
    json: (method: string, path: string, body: unknown, options: CallOptions = {}) =>
      call(
        method,
        path,
        { body: typeof body === 'string' ? body : JSON.stringify(body), contentType: 'application/json' },
        options,
      ),
    form: (path: string, fields: Record<string, string | undefined>, options: CallOptions = {}) => {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(fields)) if (v !== undefined) params.set(k, v);
      return call(
        'POST',
        path,
        { body: params.toString(), contentType: 'application/x-www-form-urlencoded' },
        { basic: true, ...options },
      );
    },
  };
}

export type ApiClient = ReturnType<typeof apiClient>;
