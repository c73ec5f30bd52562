import type { TTwoFaType } from '../../../schemas/oauth';
import { voidHalfTokens } from '../../db/queries/access-tokens';
import { closeUserChallenges } from '../../db/queries/two-fa-challenges';
import { deleteTwoFactor, findActiveTwoFactor } from '../../db/queries/two-fa-tokens';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import type { BearerSession } from '../tokens/authenticate-bearer';
import { commitTwoFaChange } from './commit-two-fa-change';
import { passTwoFaChallenge } from './pass-two-fa-challenge';

/** `POST /v1/two-fa/tokens/deactivate/confirm`: the right code removes the method; the owner is told. */
export async function confirmTwoFaDeactivation(
  ctx: IdentityContext,
  session: BearerSession,
  input: { type: TTwoFaType; code: string },
): Promise<void> {
  const { user } = session;
  await ctx.limits.consume('twoFa', user.id);
  const active = await findActiveTwoFactor(ctx.db, user.id);
  if (!active || active.type !== input.type) throw new IdentityError('not_found');
  const now = ctx.now();
  const challenge = await passTwoFaChallenge(
    ctx,
    { userId: user.id, purpose: 'deactivate', method: active, code: input.code },
    now,
  );

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
    },
  });
}
