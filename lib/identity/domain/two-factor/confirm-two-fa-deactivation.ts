import type { TTwoFaType } from '../../../schemas/oauth';
import { voidHalfTokens } from '../../db/queries/access-tokens';
import { deleteRecoveryCodes } from '../../db/queries/recovery-codes';
import { closeUserChallenges } from '../../db/queries/two-fa-challenges';
import { deleteTwoFactor, findActiveTwoFactor } from '../../db/queries/two-fa-tokens';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import { spendRecoveryCodeFor } from '../recovery-codes/recovery-codes';
import type { BearerSession } from '../tokens/authenticate-bearer';
import { commitTwoFaChange } from './commit-two-fa-change';
import { passTwoFaChallenge } from './pass-two-fa-challenge';

/**
 * `POST /v1/two-fa/tokens/deactivate/confirm`: the right code (or an unused recovery code) removes
 * the method and the recovery codes; the owner is told.
 */
export async function confirmTwoFaDeactivation(
  ctx: IdentityContext,
  session: BearerSession,
  input: { type: TTwoFaType; code?: string; recoveryCode?: string },
): Promise<void> {
  const { user } = session;
  await ctx.limits.consume('twoFa', user.id);
  const active = await findActiveTwoFactor(ctx.db, user.id);
  if (!active || active.type !== input.type) throw new IdentityError('not_found');
  const now = ctx.now();
  // A lost phone cannot give the code: one of the recovery codes stands in for it.
  let challenge = null;
  if (input.recoveryCode) {
    if (!(await spendRecoveryCodeFor(ctx, user, input.recoveryCode)))
      throw new IdentityError('invalid_confirmation_code');
  } else {
    challenge = await passTwoFaChallenge(
      ctx,
      { userId: user.id, purpose: 'deactivate', method: active, code: input.code ?? '' },
      now,
    );
  }

  await commitTwoFaChange(ctx, {
    user,
    method: active,
    kind: 'disabled',
    challenge,
    now,
    async write(trx) {
      if (!(await deleteTwoFactor(trx, active.id))) throw new IdentityError('not_found');
      await closeUserChallenges(trx, user.id, now);
      await voidHalfTokens(trx, user.id, now);
      // Codes that stand in for a factor no longer on would be a second factor of their own.
      await deleteRecoveryCodes(trx, user.id);
    },
  });
}
