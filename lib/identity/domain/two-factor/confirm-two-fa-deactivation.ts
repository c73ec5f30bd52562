import type { TTwoFaType } from '../../../schemas/oauth';
import { audit } from '../../audit/audit';
import { voidHalfTokens } from '../../db/queries/access-tokens';
import { recordSecurityEvent } from '../../db/queries/security-events';
import { closeUserChallenges, findLiveChallenge, spendChallenge } from '../../db/queries/two-fa-challenges';
import { deleteTwoFactor, findActiveTwoFactor } from '../../db/queries/two-fa-tokens';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import { queueSecurityNotice, sendTelegramNotice } from '../accounts/notify-security-change';
import type { BearerSession } from '../tokens/authenticate-bearer';
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
  const challenge = await findLiveChallenge(
    ctx.db,
    { userId: user.id, purpose: 'deactivate', tokenId: active.id },
    now,
  );
  await passTwoFaChallenge(ctx, challenge, active, input.code);

  await ctx.db.transaction().execute(async (trx) => {
    if (!(await spendChallenge(trx, challenge!.id, now))) throw new IdentityError('confirmation_code_error');
    if (!(await deleteTwoFactor(trx, active.id))) throw new IdentityError('not_found');
    await closeUserChallenges(trx, user.id, now);
    await voidHalfTokens(trx, user.id, now);
    await recordSecurityEvent(trx, {
      userId: user.id,
      kind: 'two_fa_disabled',
      detail: input.type,
      actor: 'user',
      now,
    });
    await queueSecurityNotice(trx, ctx, user, { kind: 'disabled', method: input.type });
  });
  audit(ctx, 'two_fa.disabled', { accountId: user.id, method: input.type });
  void ctx.mailer.kick();
  if (active.type === 'TELEGRAM' && active.data) {
    await sendTelegramNotice(ctx, user, active.data, { kind: 'disabled', method: active.type });
  }
}
