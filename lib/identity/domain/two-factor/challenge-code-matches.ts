import { safeEqual } from '../../crypto/safe-equal';
import { codeHash, openSecret } from '../../crypto/secret-box';
import { totpStepOf } from '../../crypto/totp';
import type { TwoFaChallenge } from '../../db/queries/two-fa-challenges';
import { claimTotpStep, type TwoFaToken } from '../../db/queries/two-fa-tokens';
import type { IdentityContext } from '../../identity-context';

/** Whether `code` answers the challenge: its sent code, or the method's authenticator code. */
export async function challengeCodeMatches(
  ctx: IdentityContext,
  challenge: TwoFaChallenge,
  method: TwoFaToken,
  code: string,
): Promise<boolean> {
  if (challenge.code_hash) {
    return safeEqual(codeHash(ctx.config.twoFaKeys.codes, challenge.id, code), challenge.code_hash);
  }
  return totpMatches(ctx, method, code);
}

/**
 * An authenticator code of now (±1 step) that was not used before: the step is recorded in the same
 * statement that checks it, so a replayed or concurrently repeated code is accepted once.
 */
export async function totpMatches(ctx: IdentityContext, method: TwoFaToken, code: string): Promise<boolean> {
  if (method.type !== 'GOOGLE_AUTHENTICATOR' || !method.secret) return false;
  const secret = openSecret(ctx.config.twoFaKeys.box, method.secret, method.id);
  const step = totpStepOf(secret, code, ctx.now());
  if (step === null) return false;
  return claimTotpStep(ctx.db, method.id, step);
}
