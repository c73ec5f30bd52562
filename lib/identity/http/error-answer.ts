import type { ApiError } from '../../errors/codes';
import { httpStatusOf } from '../../errors/http-status';
import { validationErrors } from '../../schemas/validation';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { IdentityError } from '../identity-error';
import { logger } from '../logger/logger';
import { jsonAnswer, type JsonAnswer } from './json-answer';

export type ErrorStyle = 'rest' | 'oauth';

function errorHeaders(error: IdentityError): Record<string, string> {
  const headers: Record<string, string> = {};
  if (error.options.retryAfterS) headers['retry-after'] = String(error.options.retryAfterS);
  if (error.code === 'invalid_token') headers['www-authenticate'] = 'Bearer error="invalid_token"';
  if (error.code === 'access_denied' && error.options.status === 401)
    headers['www-authenticate'] = 'Basic realm="passport"';
  return headers;
}

/** What an operator needs to tell which dependency failed: the error's code and the address it tried. */
function unreachableFields(error: unknown): Record<string, unknown> {
  const { message, code, syscall, address, port } = error as Record<string, unknown>;
  const fields: Record<string, unknown> = { err: String(message) };
  for (const [key, value] of Object.entries({ code, syscall, address, port })) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return fields;
}

/** How soon a caller may try again while the database is out of reach. */
const UNAVAILABLE_RETRY_AFTER_S = 5;

/**
 * The one place a failure becomes an answer (DESIGN §3): `{ errors: [...] }` for REST,
 * `{ error, error_description }` for OAuth. The database out of reach is a 503 with Retry-After (the
 * caller tries again; nothing is decided without the data). Anything else unexpected is logged and
 * answered as a bare 500.
 */
export function errorAnswer(error: unknown, style: ErrorStyle): JsonAnswer {
  if (!(error instanceof IdentityError) && isDatabaseUnavailable(error)) {
    // A socket error says nothing of whose socket it was (the database's, Telegram's…): its address and
    // port do, so the operator reads them rather than a guess.
    logger().warn(unreachableFields(error), 'dependency unreachable; answered 503');
    const headers = { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_S) };
    return style === 'oauth'
      ? jsonAnswer({ error: 'server_error', error_description: 'Temporarily unavailable' }, 503, headers)
      : jsonAnswer({ errors: [{ code: 'internal_server_error' }] }, 503, headers);
  }
  if (!(error instanceof IdentityError)) {
    logger().error(
      { err: error instanceof Error ? { message: error.message, stack: error.stack } : String(error) },
      'unhandled error',
    );
    return style === 'oauth'
      ? jsonAnswer({ error: 'server_error', error_description: 'Unexpected error' }, 500)
      : jsonAnswer({ errors: [{ code: 'internal_server_error' }] }, 500);
  }
  const status = error.options.status ?? httpStatusOf(error.code);
  const headers = errorHeaders(error);
  if (style === 'oauth') {
    const fields = error.options.fields;
    const description =
      error.options.description ??
      (fields
        ? Object.entries(fields)
            .map(([field, codes]) => `${field}: ${codes.join(', ')}`)
            .join('; ')
        : error.code);
    const code = error.code === 'validation_error' ? 'invalid_request' : error.code;
    return jsonAnswer({ error: code, error_description: description }, status, headers);
  }
  const errors: ApiError[] = error.options.fields
    ? validationErrors(error.options.fields)
    : [{ code: error.code }];
  return jsonAnswer({ errors }, status, headers);
}
