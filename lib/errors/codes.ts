/**
 * The error codes of SPEC §8. The identity service answers with these only; the UI translates each
 * one from `messages/*.json` → `Errors.<code>` and shows an unknown code raw.
 */
export const ERROR_CODES = [
  'internal_server_error',
  'server_error',
  'access_denied',
  'invalid_request',
  'invalid_value',
  'blocked_invite_code',
  'invalid_grant',
  'bad_credentials',
  'user_disabled',
  'user_account_locked',
  'password_reset_required',
  'account_deletion_pending',
  'incorrect_invite_code',
  'incorrect_otp',
  'confirmation_code_error',
  'otp_confirmation_error',
  'invalid_confirmation_code',
  'invalid_token',
  'required',
  'not_match',
  'wrong_old_password',
  'invalid_recaptcha',
  'google_recaptcha_v2_required',
  'only_latin_chars',
  'min_length',
  'max_length',
  'wrong_email',
  'invalid_password_chars',
  'invalid_password_format',
  'email_occupied',
  'unsupported_application',
  'incorrect_code',
  'token_already_exists',
  'profile_not_found',
  'config_not_found',
  'invalid_token_data',
  'not_found',
  'two_fa_already_enabled',
  'incorrect_password',
  'incorrect_password_format',
  'too_many_requests',
  'expire_date',
  'min_age',
  'issue_date',
  'invalid_phone',
  'status_verify_1',
  'status_finalize_1',
  'status_verify_3',
  'status_finalize_2',
  'status_finalize_3',
  'validation_error',
  // DESIGN §6: a sensitive change needs the password (and the active factor) given in the last 5 minutes.
  'reauth_required',
  // Issue 22: a new password that meets SPEC §5's rules but is on the bundled list of breached passwords.
  'compromised_password',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** One entry of an `errors` list (DESIGN §3). */
export type ApiError =
  { code: ErrorCode | (string & {}) } | { code: 'validation_error'; fieldName: string; errors: string[] };

/** The body of a non-OAuth failure (DESIGN §3). */
export type ApiErrorBody = { errors: ApiError[] };

/** The body of an OAuth failure (RFC 6749 §5.2, DESIGN §3). */
export type OAuthErrorBody = { error: string; error_description?: string };
