import { findLiveChallenge, spendChallenge } from '../../db/queries/two-fa-challenges';
import { findActiveTwoFactor } from '../../db/queries/two-fa-tokens';
import type { User } from '../../db/queries/users';
import type { IdentityContext } from '../../identity-context';
import { challengeCodeMatches, totpMatches } from '../two-factor/challenge-code-matches';
import { openTwoFaChallenge } from '../two-factor/open-two-fa-challenge';

/** A half login: the user and the hash of the half token issued to them. */
export type HalfLogin = { user: User; tokenHash: string; expiresAt: number };

/**
 * Whether `otp` is the user's second factor now: the authenticator's code (once per time step), or
 * the code sent for this half token, spent on success.
 */
export async function verifySecondFactor(
  ctx: IdentityContext,
  login: HalfLogin,
  otp: string,
): Promise<boolean> {
  const method = await findActiveTwoFactor(ctx.db, login.user.id);
  if (!method) return false;
  if (method.type === 'GOOGLE_AUTHENTICATOR') return totpMatches(ctx, method, otp);
  const challenge = await findLiveChallenge(
    ctx.db,
    { userId: login.user.id, purpose: 'login', sessionHash: login.tokenHash },
    ctx.now(),
  );
  if (!challenge || !(await challengeCodeMatches(ctx, challenge, method, otp))) return false;
  return spendChallenge(ctx.db, challenge.id, ctx.now());
}

/**
 * Sends the login code of Telegram and e-mail methods when the half token is issued (or asked for
 * again): one a minute at most, the same code moving to the newer half token meanwhile. A chat that
 * cannot be reached is logged, not answered: the login step says nothing about the method's state.
 */
export async function sendSecondFactorCode(ctx: IdentityContext, login: HalfLogin): Promise<void> {
  const method = await findActiveTwoFactor(ctx.db, login.user.id);
  if (!method || method.type === 'GOOGLE_AUTHENTICATOR' || !method.data) return;
  try {
    await openTwoFaChallenge(ctx, {
      user: login.user,
      purpose: 'login',
      type: method.type,
      tokenId: method.id,
      sessionHash: login.tokenHash,
      destination: method.data,
      ttlMs: Math.max(0, login.expiresAt - ctx.now()),
    });
  } catch (error) {
    ctx.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'login code not sent');
  }
}
