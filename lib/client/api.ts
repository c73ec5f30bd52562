import type { BFF_CONTRACTS, BffAnswer, BffBody, BffPath, BffQuery } from '../schemas/bff';
import type { BffFailure, BffResult } from '../schemas/bff-result';

type EffectListener = (failure: BffFailure) => void;
const listeners = new Set<EffectListener>();

/** The app shell listens here to apply SPEC §7 effects (401, 429, 5xx) wherever a call was made. */
export function onApiFailure(listener: EffectListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Hands a failed call's SPEC §7 effects to the shell (callApi does; so does the upload client). */
export function reportApiFailure(failure: BffFailure): void {
  for (const listener of listeners) listener(failure);
}

/** Shows "Confirm it's you" and resolves true once the session proved itself again, false if not. */
export type StepUpHandler = () => Promise<boolean>;
let stepUpHandler: StepUpHandler | null = null;

/**
 * The page's "Confirm it's you" dialog registers here (DESIGN §6 step-up): a call refused with
 * `reauth_required` opens it, and after the password (and the factor) were given, the call is made
 * again and its answer is what the caller gets. Returns the unregistering function.
 */
export function onReauthRequired(handler: StepUpHandler): () => void {
  stepUpHandler = handler;
  return () => {
    if (stepUpHandler === handler) stepUpHandler = null;
  };
}

/**
 * Asks "Confirm it's you" outside callApi (a download the browser fetches itself): true once the
 * session proved itself again, false when cancelled or when no dialog is registered.
 */
export function askStepUp(): Promise<boolean> {
  return stepUpHandler ? stepUpHandler() : Promise.resolve(false);
}

type Contract<P extends BffPath> = (typeof BFF_CONTRACTS)[P];

/** What a call of `path` carries, as its contract declares: a JSON body, a query, or nothing. */
export type CallInput<P extends BffPath> = (Contract<P> extends { body: unknown }
  ? { body: BffBody<P> }
  : { body?: never }) &
  (Contract<P> extends { query: unknown } ? { query: BffQuery<P> } : { query?: never });

type CallOptions = {
  signal?: AbortSignal;
  /** Background calls (polling) handle their own failures: no global error page or notification. */
  silent?: boolean;
  /** Answer reauth_required as it is instead of asking for the password (a retry after one). */
  noStepUp?: boolean;
};

/**
 * Calls a BFF route with the method, body and answer its contract declares (`lib/schemas/bff.ts`);
 * always resolves to a BffResult, never throws on HTTP or network errors.
 */
export async function callApi<P extends BffPath>(
  path: P,
  input: CallInput<P>,
  options: CallOptions = {},
): Promise<BffResult<BffAnswer<P>>> {
  const { body, query } = input as { body?: unknown; query?: Record<string, string | undefined> };
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Locale': document.documentElement.lang || 'en',
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, value);
  let result: BffResult<BffAnswer<P>>;
  try {
    const response = await fetch(`/api${path}${search.size ? `?${search}` : ''}`, {
      // The contracts read with GET and act with POST (lib/schemas/contract.ts).
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: options.signal,
    });
    result = (await response.json()) as BffResult<BffAnswer<P>>;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    result = { state: 'error', errors: [{ code: 'internal_server_error' }], effects: { notify: 'error' } };
  }
  if (
    result.state === 'error' &&
    !options.noStepUp &&
    stepUpHandler &&
    result.errors.some((error) => error.code === 'reauth_required') &&
    (await stepUpHandler())
  ) {
    return callApi(path, input, { ...options, noStepUp: true });
  }
  if (result.state === 'error' && !options.silent) reportApiFailure(result);
  return result;
}
