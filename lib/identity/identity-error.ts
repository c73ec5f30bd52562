import type { ErrorCode } from '../errors/codes';
import type { FieldErrors } from '../schemas/validation';

export type { FieldErrors };

export type IdentityErrorOptions = {
  /** Per-field codes; the error's own code is then `validation_error`. */
  fields?: FieldErrors;
  /** Seconds until a rate-limited caller may retry (`Retry-After`). */
  retryAfterS?: number;
  /** Human text for OAuth's `error_description`; never holds user data. */
  description?: string;
  /** Overrides the status `lib/errors/http-status.ts` gives the code. */
  status?: number;
};

/** A failure the caller may see: a SPEC §8 code, translated into a response at the HTTP edge only. */
export class IdentityError extends Error {
  readonly code: ErrorCode;
  readonly options: IdentityErrorOptions;

  constructor(code: ErrorCode, options: IdentityErrorOptions = {}) {
    super(code);
    this.name = 'IdentityError';
    this.code = code;
    this.options = options;
  }
}

export function validationError(fields: FieldErrors): IdentityError {
  return new IdentityError('validation_error', { fields });
}

export function isIdentityError(error: unknown): error is IdentityError {
  return error instanceof IdentityError;
}
