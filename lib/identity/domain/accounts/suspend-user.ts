import { audit } from '../../audit/audit';
import { revokeUserTokens, voidHalfTokens } from '../../db/queries/access-tokens';
import { voidApprovedQrLogins } from '../../db/queries/qr-logins';
import { forgetUserDevices } from '../../db/queries/trusted-devices';
import { setUserSuspended, type User } from '../../db/queries/users';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import { kickProductOutboxes, notifySessionEnds } from '../../oidc/end-sessions';
import { queueSecurityNotice } from './notify-security-change';

/**
 * An operator suspends an account (abuse, a dispute, a request from the owner): it cannot sign in until
 * reinstated, every session and product token dies at once (check_token answers inactive), and the
 * owner is told by mail in their language. Nothing is erased (`users delete` does that).
 */
export async function suspendUser(ctx: IdentityContext, user: User): Promise<void> {
  const now = ctx.now();
  const changed = await ctx.db.transaction().execute(async (trx) => {
    if (!(await setUserSuspended(trx, user.id, now))) return false;
    await voidHalfTokens(trx, user.id, now);
    await revokeUserTokens(trx, user.id, now);
    await notifySessionEnds(trx, { userId: user.id, endedAt: now, reason: 'sessions_revoked' });
    await forgetUserDevices(trx, user.id);
    await voidApprovedQrLogins(trx, user.id, now);
    await queueSecurityNotice(trx, ctx, user, { kind: 'suspended' });
    return true;
  });
  if (!changed)
    throw new IdentityError('invalid_request', { description: 'the account is already suspended' });
  void ctx.mailer.kick();
  kickProductOutboxes(ctx);
  audit(ctx, 'account.suspended', { accountId: user.id });
}
