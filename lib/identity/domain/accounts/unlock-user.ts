import { audit } from '../../audit/audit';
import { clearGuard } from '../../db/queries/login-guards';
import type { User } from '../../db/queries/users';
import type { IdentityContext } from '../../identity-context';

/**
 * The operator lifts a login lock (a user locked out by someone guessing): the lock, its growing
 * length and the failures counted toward it are forgotten, and so is the per-e-mail captcha counter
 * (shared through Redis when configured; without Redis each process keeps its own).
 */
export async function unlockUser(ctx: IdentityContext, user: User): Promise<void> {
  await clearGuard(ctx.db, user.email_key);
  await ctx.limits.reset('loginFailuresByEmail', user.email_key);
  audit(ctx, 'account.unlocked', { accountId: user.id });
}
