import type { TTwoFaType } from '../../../schemas/oauth';
import { activateTwoFactor, findActiveTwoFactor, findPendingTwoFactor } from '../../db/queries/two-fa-tokens';
import { isUniqueViolation } from '../../db/unique-violation';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import { issueRecoveryCodes } from '../recovery-codes/recovery-codes';
import type { BearerSession } from '../tokens/authenticate-bearer';
import { commitTwoFaChange } from './commit-two-fa-change';
import { passTwoFaChallenge } from './pass-two-fa-challenge';

/**
 * `POST /v1/two-fa/tokens/confirm`: the first code makes the pending method active, records it and
 * tells the owner (mail, and the bot for Telegram); the answer carries the ten recovery codes, the
 * only time they are shown.
 */
export async function confirmTwoFaActivation(
  ctx: IdentityContext,
  session: BearerSession,
  input: { type: TTwoFaType; code: string },
): Promise<{ recoveryCodes: string[] }> {
  const { user } = session;
  await ctx.limits.consume('twoFa', user.id);
  if (await findActiveTwoFactor(ctx.db, user.id)) throw new IdentityError('two_fa_already_enabled');
  const now = ctx.now();
  const pending = await findPendingTwoFactor(ctx.db, user.id, input.type, now);
  if (!pending) throw new IdentityError('confirmation_code_error');
  const challenge = await passTwoFaChallenge(
    ctx,
    { userId: user.id, purpose: 'activate', method: pending, code: input.code },
    now,
  );

  let recoveryCodes: string[] = [];
  try {
    await commitTwoFaChange(ctx, {
      user,
      method: pending,
      kind: 'enabled',
      challenge,
      now,
      async write(trx) {
        if (!(await activateTwoFactor(trx, pending.id, now)))
          throw new IdentityError('confirmation_code_error');
        recoveryCodes = await issueRecoveryCodes(trx, ctx, user.id);
      },
    });
    return { recoveryCodes };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The database's own rule decided a race: another method became active, or the chat was taken.
    if (await findActiveTwoFactor(ctx.db, user.id)) throw new IdentityError('two_fa_already_enabled');
    throw new IdentityError('token_already_exists');
  }
}
