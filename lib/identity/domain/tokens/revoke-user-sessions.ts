import { audit } from '../../audit/audit';
import { revokeUserTokens, voidHalfTokens } from '../../db/queries/access-tokens';
import { voidApprovedQrLogins } from '../../db/queries/qr-logins';
import { forgetUserDevices } from '../../db/queries/trusted-devices';
import type { User } from '../../db/queries/users';
import type { IdentityContext } from '../../identity-context';
import { kickProductOutboxes, notifySessionEnds } from '../../oidc/end-sessions';

/**
 * Signs a user out everywhere (a stolen session, a lost laptop): every portal session, every linked
 * product's token, every half login and every QR login approved but not yet collected die at once
 * (check_token answers inactive), and the browsers the account trusted lose their pass past the lock.
 */
export async function revokeUserSessions(ctx: IdentityContext, user: User): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await voidHalfTokens(trx, user.id, now);
    await revokeUserTokens(trx, user.id, now);
    await notifySessionEnds(trx, { userId: user.id, endedAt: now, reason: 'sessions_revoked' });
    await forgetUserDevices(trx, user.id);
    await voidApprovedQrLogins(trx, user.id, now);
  });
  kickProductOutboxes(ctx);
  audit(ctx, 'sessions.revoked', { accountId: user.id });
}
