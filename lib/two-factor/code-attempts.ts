import { OTP_ATTEMPTS } from '../policy';

/** Codes that mean "that code was wrong, try again" (SPEC §8). */
const WRONG_CODE = new Set([
  'incorrect_otp',
  'invalid_confirmation_code',
  'incorrect_code',
  'bad_credentials',
  'invalid_grant',
]);

export const INITIAL_ATTEMPTS = OTP_ATTEMPTS;

/**
 * Attempts left after a failed confirmation (SPEC §4 "Two-factor wizards", §2 "OTP popup"): a wrong
 * code costs one, the flow's exhausting error (the code expired or was used up) leaves none, and
 * anything else (network, rate limit) costs nothing.
 */
export function attemptsAfter(current: number, errorCode: string, exhaustingCode: string): number {
  if (errorCode === exhaustingCode) return 0;
  if (WRONG_CODE.has(errorCode)) return Math.max(0, current - 1);
  return current;
}
