import type { BffFailure, BffResult } from '../types/bff-result';

type EffectListener = (failure: BffFailure) => void;
const listeners = new Set<EffectListener>();

/** The app shell listens here to apply SPEC §7 effects (401, 429, 5xx) wherever a call was made. */
export function onApiFailure(listener: EffectListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type CallOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Background calls (polling) handle their own failures: no global error page or notification. */
  silent?: boolean;
};

/** Calls a BFF route; always resolves to a BffResult, never throws on HTTP or network errors. */
export async function callApi<T>(path: string, options: CallOptions = {}): Promise<BffResult<T>> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Locale': document.documentElement.lang || 'en',
  };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let result: BffResult<T>;
  try {
    const response = await fetch(`/api${path}`, {
      method: options.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
    result = (await response.json()) as BffResult<T>;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    result = { state: 'error', errors: [{ code: 'internal_server_error' }], effects: { notify: 'error' } };
  }
  if (result.state === 'error' && !options.silent) for (const listener of listeners) listener(result);
  return result;
}
