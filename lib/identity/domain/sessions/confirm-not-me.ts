import { audit } from '../../audit/audit';
import { sha256 } from '../../crypto/random-token';
import { voidHalfTokens } from '../../db/queries/access-tokens';
import { consumeCode } from '../../db/queries/codes';
import { voidApprovedQrLogins } from '../../db/queries/qr-logins';
import { forgetUserDevices } from '../../db/queries/trusted-devices';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import { kickProductOutboxes } from '../../oidc/end-sessions';
import { endSessions } from './end-sessions';

/**
 * "Not me" on a new-device alert: whoever signed in is locked out without the owner giving any secret.
 * Every device and product token ends, half logins and approved QR logins die, trusted browsers are
 * forgotten, and the password must be replaced (a reset link) before the next sign-in. The link works once.
 */
export async function confirmNotMe(ctx: IdentityContext, input: { code: string; ip: string }): Promise<void> {
  await ctx.limits.consume('code', input.ip);
  const now = ctx.now();
  const userId = await ctx.db.transaction().execute(async (trx) => {
    const used = await consumeCode(trx, sha256(input.code), 'not_me', now);
    if (!used) return null;
    await trx
      .updateTable('users')
      .set({ password_reset_required: 1, updated_at: now })
      .where('id', '=', used.user_id)
      .execute();
    await voidHalfTokens(trx, used.user_id, now);
    await forgetUserDevices(trx, used.user_id);
    await voidApprovedQrLogins(trx, used.user_id, now);
    await endSessions(ctx, used.user_id, { kind: 'all' }, trx);
    return used.user_id;
  });
  if (!userId) throw new IdentityError('invalid_confirmation_code');
  kickProductOutboxes(ctx);
  audit(ctx, 'account.not_me', { accountId: userId });
}
