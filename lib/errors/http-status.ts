import type { ErrorCode } from './codes';

/** The HTTP status each error code is answered with; anything unlisted is a 400. */
const STATUS: Partial<Record<ErrorCode, number>> = {
  internal_server_error: 500,
  server_error: 500,
  access_denied: 403,
  reauth_required: 403,
  invalid_token: 401,
  bad_credentials: 400,
  invalid_grant: 400,
  user_disabled: 400,
  user_account_locked: 400,
  not_found: 404,
  profile_not_found: 404,
  config_not_found: 500,
  email_occupied: 409,
  token_already_exists: 409,
  two_fa_already_enabled: 409,
  too_many_requests: 429,
};

export function httpStatusOf(code: string): number {
  return STATUS[code as ErrorCode] ?? 400;
}
