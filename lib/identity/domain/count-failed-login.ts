import { recordFailedLogin } from '../db/queries/users';
import type { IdentityContext } from '../identity-context';
import { LOCK_AFTER_FAILED_LOGINS } from './identity-policy';

/**
 * One failed login — a wrong password, or a half login voided without its second factor: it counts
 * toward the captcha gate (per e-mail and per address) and the account lock. The one place the lock
 * policy is applied, so changing it changes every path.
 */
export async function countFailedLogin(
  ctx: IdentityContext,
  input: { emailKey: string; ip: string; userId?: string },
): Promise<void> {
  await Promise.all([
    ctx.limits.increment('loginFailuresByEmail', input.emailKey),
    ctx.limits.increment('loginFailuresByIp', input.ip),
    input.userId ? recordFailedLogin(ctx.db, input.userId, LOCK_AFTER_FAILED_LOGINS, ctx.now()) : undefined,
  ]);
}
