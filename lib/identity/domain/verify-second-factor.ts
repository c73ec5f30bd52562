import type { IdentityContext } from '../identity-context';

/**
 * The seam the two-factor issue fills: true when `otp` is the user's current code for their active
 * method. No method exists yet, so no code is right.
 */
export async function verifySecondFactor(
  _ctx: IdentityContext,
  _userId: string,
  _otp: string,
): Promise<boolean> {
  return false;
}

/** The seam for methods that send a code (Telegram, e-mail): called when the grant comes without an otp. */
export async function sendSecondFactorCode(_ctx: IdentityContext, _userId: string): Promise<void> {}
