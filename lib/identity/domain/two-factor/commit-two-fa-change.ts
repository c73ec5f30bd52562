import type { Kysely } from 'kysely';

import { audit } from '../../audit/audit';
import type { Database } from '../../db/database-types';
import { recordSecurityEvent } from '../../db/queries/security-events';
import { spendChallenge, type TwoFaChallenge } from '../../db/queries/two-fa-challenges';
import type { TwoFaToken } from '../../db/queries/two-fa-tokens';
import type { User } from '../../db/queries/users';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import { queueSecurityNotice, sendTelegramNotice } from '../accounts/notify-security-change';

/** A user's own change of a second factor, once its wizard's code was right. */
export type TwoFaChange = {
  user: User;
  /** The method turned on (the pending one) or off (the active one). */
  method: TwoFaToken;
  kind: 'enabled' | 'disabled';
  /** The wizard's challenge, spent with the change; null when a recovery code stood in for it. */
  challenge: TwoFaChallenge | null;
  now: number;
  /** The change itself, in the transaction. */
  write(trx: Kysely<Database>): Promise<void>;
};

/**
 * Ends a wizard: the challenge is spent, `write` runs, the security event is recorded and the notice
 * mail queued, all in one transaction (so of two concurrent confirmations one wins); then the change
 * is audited and the owner told through the bot too when the method is Telegram.
 */
export async function commitTwoFaChange(ctx: IdentityContext, change: TwoFaChange): Promise<void> {
  const { user, method, kind, now } = change;
  await ctx.db.transaction().execute(async (trx) => {
    if (change.challenge && !(await spendChallenge(trx, change.challenge.id, now))) {
      throw new IdentityError('confirmation_code_error');
    }
    await change.write(trx);
    await recordSecurityEvent(trx, {
      userId: user.id,
      kind: `two_fa_${kind}`,
      detail: method.type,
      actor: 'user',
      now,
    });
    await queueSecurityNotice(trx, ctx, user, { kind, method: method.type });
  });
  audit(ctx, `two_fa.${kind}`, { accountId: user.id, method: method.type });
  void ctx.mailer.kick();
  if (method.type === 'TELEGRAM' && method.data) {
    await sendTelegramNotice(ctx, user, method.data, { kind, method: method.type });
  }
}
