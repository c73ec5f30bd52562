import type { TTwoFaType } from '../../../schemas/oauth';
import { audit } from '../../audit/audit';
import { recordSecurityEvent } from '../../db/queries/security-events';
import { findLiveChallenge, spendChallenge } from '../../db/queries/two-fa-challenges';
import { activateTwoFactor, findActiveTwoFactor, findPendingTwoFactor } from '../../db/queries/two-fa-tokens';
import { isUniqueViolation } from '../../db/unique-violation';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import { queueSecurityNotice, sendTelegramNotice } from '../accounts/notify-security-change';
import type { BearerSession } from '../tokens/authenticate-bearer';
import { passTwoFaChallenge } from './pass-two-fa-challenge';

/**
 * `POST /v1/two-fa/tokens/confirm`: the first code makes the pending method active, records it and
 * tells the owner (mail, and the bot for Telegram).
 */
export async function confirmTwoFaActivation(
  ctx: IdentityContext,
  session: BearerSession,
  input: { type: TTwoFaType; code: string },
): Promise<void> {
  const { user } = session;
  await ctx.limits.consume('twoFa', user.id);
  if (await findActiveTwoFactor(ctx.db, user.id)) throw new IdentityError('two_fa_already_enabled');
  const now = ctx.now();
  const pending = await findPendingTwoFactor(ctx.db, user.id, input.type, now);
  if (!pending) throw new IdentityError('confirmation_code_error');
  const challenge = await findLiveChallenge(
    ctx.db,
    { userId: user.id, purpose: 'activate', tokenId: pending.id },
    now,
  );
  await passTwoFaChallenge(ctx, challenge, pending, input.code);

  try {
    await ctx.db.transaction().execute(async (trx) => {
      if (!(await spendChallenge(trx, challenge!.id, now)))
        throw new IdentityError('confirmation_code_error');
      if (!(await activateTwoFactor(trx, pending.id, now)))
        throw new IdentityError('confirmation_code_error');
      await recordSecurityEvent(trx, {
        userId: user.id,
        kind: 'two_fa_enabled',
        detail: input.type,
        actor: 'user',
        now,
      });
      await queueSecurityNotice(trx, ctx, user, { kind: 'enabled', method: input.type });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The database's own rule decided a race: another method became active, or the chat was taken.
    if (await findActiveTwoFactor(ctx.db, user.id)) throw new IdentityError('two_fa_already_enabled');
    throw new IdentityError('token_already_exists');
  }
  audit(ctx, 'two_fa.enabled', { accountId: user.id, method: input.type });
  void ctx.mailer.kick();
  if (input.type === 'TELEGRAM' && pending.data) {
    await sendTelegramNotice(ctx, user, pending.data, { kind: 'enabled', method: input.type });
  }
}
