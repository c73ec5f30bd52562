import { audit } from '../../audit/audit';
import { sha256 } from '../../crypto/random-token';
import { consumeCode } from '../../db/queries/codes';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import { trustDevice } from './login-guard';

/**
 * `POST /v1/login/unlock/confirm`: spends the mailed code and answers a trusted-device token for the
 * browser that opened the link. With it, that browser's password logins are not held by the lock (an
 * attacker guessing elsewhere keeps the lock for everyone else) — the owner gets in without an
 * operator, and without having to change a password nobody guessed. The password is still required.
 */
export async function redeemUnlockLink(
  ctx: IdentityContext,
  input: { code: string; ip: string },
): Promise<{ device_token: string }> {
  await ctx.limits.consume('code', input.ip);
  const used = await consumeCode(ctx.db, sha256(input.code), 'unlock_login', ctx.now());
  if (!used) throw new IdentityError('invalid_confirmation_code');
  audit(ctx, 'account.unlock_link_used', { accountId: used.user_id });
  return { device_token: await trustDevice(ctx, used.user_id) };
}
