import { OTP_ATTEMPTS } from '../../../policy';
import type { TwoFaPurpose } from '../../db/database-types';
import {
  claimChallengeAttempt,
  findLiveChallenge,
  type TwoFaChallenge,
} from '../../db/queries/two-fa-challenges';
import type { TwoFaToken } from '../../db/queries/two-fa-tokens';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import { challengeCodeMatches } from './challenge-code-matches';

/**
 * One try at a wizard's challenge (SPEC §4: three per code): the live challenge of `purpose` for
 * `method`, returned once `code` matches it. The try is taken before the code is compared; a wrong
 * code is invalid_confirmation_code, and once none is left, or the code has expired (or none was
 * sent), confirmation_code_error (ask for a new code).
 */
export async function passTwoFaChallenge(
  ctx: IdentityContext,
  input: { userId: string; purpose: TwoFaPurpose; method: TwoFaToken; code: string },
  now: number,
): Promise<TwoFaChallenge> {
  const challenge = await findLiveChallenge(
    ctx.db,
    { userId: input.userId, purpose: input.purpose, tokenId: input.method.id },
    now,
  );
  if (!challenge) throw new IdentityError('confirmation_code_error');
  const attempt = await claimChallengeAttempt(ctx.db, challenge.id, OTP_ATTEMPTS, ctx.now());
  if (attempt === null) throw new IdentityError('confirmation_code_error');
  if (!(await challengeCodeMatches(ctx, challenge, input.method, input.code))) {
    throw new IdentityError('invalid_confirmation_code');
  }
  return challenge;
}
