import { audit } from '../../audit/audit';
import { voidHalfTokens } from '../../db/queries/access-tokens';
import { recordSecurityEvent } from '../../db/queries/security-events';
import { closeUserChallenges } from '../../db/queries/two-fa-challenges';
import { deleteUserTwoFactors, findActiveTwoFactor } from '../../db/queries/two-fa-tokens';
import type { User } from '../../db/queries/users';
import type { IdentityContext } from '../../identity-context';
import { queueSecurityNotice, sendTelegramNotice } from '../accounts/notify-security-change';

/**
 * The support path for a lost phone (`npm run admin -- users reset-2fa USER`): removes every
 * second factor of the account, records that the operator did, and tells the owner. Returns the
 * methods that were active.
 */
export async function resetTwoFa(ctx: IdentityContext, user: User): Promise<string[]> {
  const now = ctx.now();
  const active = await findActiveTwoFactor(ctx.db, user.id);
  const removed = await ctx.db.transaction().execute(async (trx) => {
    const types = await deleteUserTwoFactors(trx, user.id);
    await closeUserChallenges(trx, user.id, now);
    await voidHalfTokens(trx, user.id, now);
    await recordSecurityEvent(trx, {
      userId: user.id,
      kind: 'two_fa_reset',
      detail: types.join(',') || undefined,
      actor: 'operator',
      now,
    });
    if (types.length > 0) await queueSecurityNotice(trx, ctx, user, { kind: 'reset' });
    return types;
  });
  audit(ctx, 'two_fa.reset', { accountId: user.id, method: removed.join(',') || undefined });
  void ctx.mailer.kick();
  if (active?.type === 'TELEGRAM' && active.data) {
    await sendTelegramNotice(ctx, user, active.data, { kind: 'reset' });
  }
  return removed;
}
