import { OTP_ATTEMPTS } from '../../../policy';
import { claimChallengeAttempt, findLiveChallenge, spendChallenge } from '../../db/queries/two-fa-challenges';
import { findActiveTwoFactor } from '../../db/queries/two-fa-tokens';
import type { User } from '../../db/queries/users';
import type { IdentityContext } from '../../identity-context';
import { challengeCodeMatches, totpMatches } from '../two-factor/challenge-code-matches';
import { codeBudget, openTwoFaChallenge } from '../two-factor/open-two-fa-challenge';

/**
 * A half login: the user, the hash of the half token issued to them, and the trusted browser it came
 * through (whose code budget it draws on).
 */
export type HalfLogin = { user: User; tokenHash: string; expiresAt: number; deviceHash: string | null };

/** `ok`; `wrong`; or `usedUp`: the code sent has no try left (three in all, whichever login carried it). */
export type SecondFactorCheck = 'ok' | 'wrong' | 'usedUp';

/**
 * Whether `otp` is the user's second factor now: the authenticator's code (once per time step), or
 * the code sent for this half token. A sent code's tries belong to the code, not to the half login
 * carrying it — a newer login inherits the code with the tries it has left — and are taken before
 * comparing; the right code is spent.
 */
export async function verifySecondFactor(
  ctx: IdentityContext,
  login: HalfLogin,
  otp: string,
): Promise<SecondFactorCheck> {
  const method = await findActiveTwoFactor(ctx.db, login.user.id);
  if (!method) return 'wrong';
  if (method.type === 'GOOGLE_AUTHENTICATOR') return (await totpMatches(ctx, method, otp)) ? 'ok' : 'wrong';
  const now = ctx.now();
  const challenge = await findLiveChallenge(
    ctx.db,
    { userId: login.user.id, purpose: 'login', sessionHash: login.tokenHash },
    now,
  );
  if (!challenge) return 'wrong';
  const attempt = await claimChallengeAttempt(ctx.db, challenge.id, OTP_ATTEMPTS, now);
  if (attempt === null) return 'usedUp';
  if (!(await challengeCodeMatches(ctx, challenge, method, otp))) {
    return attempt >= OTP_ATTEMPTS ? 'usedUp' : 'wrong';
  }
  return (await spendChallenge(ctx.db, challenge.id, now)) ? 'ok' : 'wrong';
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
      budget: codeBudget(login.deviceHash),
    });
  } catch (error) {
    ctx.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'login code not sent');
  }
}
