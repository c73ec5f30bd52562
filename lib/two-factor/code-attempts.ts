import { OTP_ATTEMPTS } from '../policy';

/**
 * The one rule of every code screen — the login's OTP step, the wizards' confirmation and the
 * deactivation popup (SPEC §2 "OTP popup", §4 "Two-factor wizards"): three attempts per code, a wrong
 * code costs one, a used-up or expired code leaves none, and a failure that says nothing about the code
 * (network, rate limit) costs nothing. The identity service counts the same attempts (OTP_ATTEMPTS).
 */
export const INITIAL_ATTEMPTS = OTP_ATTEMPTS;

/** SPEC §8 codes that mean "that code was wrong, try again". */
const WRONG_CODE = new Set([
  'incorrect_otp',
  'invalid_confirmation_code',
  'incorrect_code',
  'bad_credentials',
  'invalid_grant',
]);

/** SPEC §8 codes that mean the code has no tries left (the login's and the wizards' names for it). */
const USED_UP_CODE = new Set(['otp_confirmation_error', 'confirmation_code_error']);

/** Codes that say something about the code itself: the screen's own message, on the code's field. */
export const CODE_ERRORS: readonly string[] = [...WRONG_CODE, ...USED_UP_CODE];

/** What a refusal says of the code: wrong (one attempt gone), used up (none left), or nothing. */
export type CodeRefusal = 'wrong' | 'usedUp' | 'other';

export function codeRefusal(errorCode: string): CodeRefusal {
  if (USED_UP_CODE.has(errorCode)) return 'usedUp';
  if (WRONG_CODE.has(errorCode)) return 'wrong';
  return 'other';
}

/** Attempts left after a refused try. */
export function attemptsAfter(current: number, errorCode: string): number {
  const refusal = codeRefusal(errorCode);
  if (refusal === 'usedUp') return 0;
  if (refusal === 'wrong') return Math.max(0, current - 1);
  return current;
}
