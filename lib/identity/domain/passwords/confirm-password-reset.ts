import type { TPasswordResetAnswer } from '../../../schemas/password-reset';
import { audit } from '../../audit/audit';
import { hashPassword } from '../../crypto/password-hash';
import { sha256 } from '../../crypto/random-token';
import { revokeUserTokens } from '../../db/queries/access-tokens';
import { consumeCode, findLiveCode, voidUserCodes } from '../../db/queries/codes';
import { recordSecurityEvent } from '../../db/queries/security-events';
import { findActiveTwoFactor } from '../../db/queries/two-fa-tokens';
import { findUserById, markEmailConfirmed, setPassword } from '../../db/queries/users';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import { kickProductOutboxes, notifySessionEnds } from '../../oidc/end-sessions';
import { notifySecurityChange } from '../accounts/notify-security-change';
import { recordLoginSuccess } from '../sign-in/login-guard';
import { applicationAnswer } from '../tokens/applications';
import { refuseCommonPassword } from './common-passwords';

/**
 * `POST /v1/password/reset/confirm`: spends the code (and every other reset link of the account), sets
 * the password, unlocks the account and signs out every session; the owner is told. The mailed link
 * also proves the address, so it confirms it too. The second factor stays as it was, and the answer
 * (like the notice) names it: an owner locked out by an authenticator someone else set up sees why.
 */
export async function confirmPasswordReset(
  ctx: IdentityContext,
  input: { code: string; password: string; ip: string },
): Promise<TPasswordResetAnswer> {
  await ctx.limits.consume('code', input.ip);
  const codeHash = sha256(input.code);
  // A wrong code costs a lookup, never an argon2 hash (the hash is the expensive part).
  if (!(await findLiveCode(ctx.db, codeHash, 'reset_password', ctx.now()))) {
    throw new IdentityError('invalid_confirmation_code');
  }
  refuseCommonPassword(input.password, 'password');
  // Hash before the transaction: SQLite holds its write lock for the whole transaction.
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  const consumed = await ctx.db.transaction().execute(async (trx) => {
    const row = await consumeCode(trx, codeHash, 'reset_password', now);
    if (!row) return undefined;
    await setPassword(trx, row.user_id, passwordHash, now);
    await markEmailConfirmed(trx, row.user_id, now);
    await revokeUserTokens(trx, row.user_id, now);
    await notifySessionEnds(trx, { userId: row.user_id, endedAt: now, reason: 'password_reset' });
    await voidUserCodes(trx, row.user_id, 'reset_password', now);
    await recordSecurityEvent(trx, { userId: row.user_id, kind: 'password_reset', actor: 'user', now });
    return row;
  });
  if (!consumed) throw new IdentityError('invalid_confirmation_code');
  kickProductOutboxes(ctx);
  audit(ctx, 'password.reset', { accountId: consumed.user_id });
  const user = await findUserById(ctx.db, consumed.user_id);
  if (user) {
    // A new password unlocks the account.
    await recordLoginSuccess(ctx, user.email_key);
    await notifySecurityChange(ctx, user, { kind: 'password' });
  }
  const active = await findActiveTwoFactor(ctx.db, consumed.user_id);
  return { ...applicationAnswer(consumed.application), twoFaType: active?.type ?? null };
}
