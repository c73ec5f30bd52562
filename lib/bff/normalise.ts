import type { ApiError } from '../errors/codes';
import type { BffFailure, BffResult } from '../schemas/bff-result';

export type { BffFailure, BffResult, BffSuccess } from '../schemas/bff-result';

const OAUTH_MARKERS: ReadonlyArray<[RegExp, string]> = [
  [/locked/i, 'user_account_locked'],
  [/disabled/i, 'user_disabled'],
  [/bad[ _]credentials/i, 'bad_credentials'],
];

function oauthCode(error: string, description: unknown): string {
  const text = `${error} ${typeof description === 'string' ? description : ''}`;
  for (const [marker, code] of OAUTH_MARKERS) if (marker.test(text)) return code;
  return error;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function errorList(body: unknown): ApiError[] | null {
  if (!isRecord(body) || !Array.isArray(body.errors)) return null;
  const list = body.errors.filter((e): e is ApiError => isRecord(e) && typeof e.code === 'string');
  return list.length > 0 ? list : null;
}

/**
 * Turns an upstream answer into a BffResult. A success is wrapped with its `data` (or the whole body
 * when it has none, as OAuth answers do); failures follow SPEC §7 branch by branch.
 */
export function normaliseResponse<T = unknown>(status: number, body: unknown): BffResult<T> {
  if (status >= 200 && status < 300) {
    const data = isRecord(body) && 'data' in body ? body.data : body;
    return { state: 'success', data: data as T };
  }

  let errors: ApiError[];
  if (isRecord(body) && typeof body.error === 'string') {
    errors = [{ code: oauthCode(body.error, body.error_description) }];
  } else {
    errors = errorList(body) ?? [{ code: 'internal_server_error' }];
  }

  const effects: BffFailure['effects'] = {};
  if (status === 401) effects.unauthorized = true;
  if (status === 429) effects.globalError = { title: '429', messages: ['too_many_requests'] };
  if (status >= 500) effects.notify = 'error';
  return { state: 'error', errors, effects };
}

/** A failure made by the BFF itself (bad input, refused origin, upstream unreachable). */
export function failure(code: string, effects: BffFailure['effects'] = {}): BffFailure {
  return { state: 'error', errors: [{ code }], effects };
}
