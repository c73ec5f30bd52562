import { audit } from '../../audit/audit';
import { hashPassword, verifyPassword } from '../../crypto/password-hash';
import { revokeUserTokens } from '../../db/queries/access-tokens';
import { voidUserCodes } from '../../db/queries/codes';
import { recordSecurityEvent } from '../../db/queries/security-events';
import { setPassword } from '../../db/queries/users';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import { kickProductOutboxes, notifySessionEnds } from '../../oidc/end-sessions';
import { notifySecurityChange } from '../accounts/notify-security-change';
import { recordLoginSuccess } from '../sign-in/login-guard';
import type { BearerSession } from '../tokens/authenticate-bearer';
import { refuseCommonPassword } from './common-passwords';

/**
 * `PUT /v1/password`: the current password must be right; every other session is signed out, and the
 * owner is told (mail, and the bot when Telegram is their second factor).
 */
export async function changePassword(
  ctx: IdentityContext,
  session: BearerSession,
  input: { password: string; newPassword: string },
): Promise<void> {
  await ctx.limits.consume('changePassword', session.user.id);
  refuseCommonPassword(input.newPassword, 'newPassword');
  if (!(await verifyPassword(session.user.password_hash, input.password)))
    throw new IdentityError('wrong_old_password');
  const passwordHash = await hashPassword(input.newPassword);
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await setPassword(trx, session.user.id, passwordHash, now);
    await revokeUserTokens(trx, session.user.id, now, session.tokenHash);
    await notifySessionEnds(trx, { userId: session.user.id, endedAt: now, reason: 'password_changed' });
    await voidUserCodes(trx, session.user.id, 'reset_password', now);
    await recordSecurityEvent(trx, { userId: session.user.id, kind: 'password_changed', actor: 'user', now });
  });
  kickProductOutboxes(ctx);
  audit(ctx, 'password.changed', { accountId: session.user.id });
  await recordLoginSuccess(ctx, session.user.email_key);
  await notifySecurityChange(ctx, session.user, { kind: 'password' });
}
