import { clearFailedLogins } from '../db/queries/users';
import type { IdentityContext } from '../identity-context';

/** A finished login (password, and the second factor when one is active) clears the failure counts. */
export async function resetFailedLogins(
  ctx: IdentityContext,
  input: { userId: string; emailKey: string },
): Promise<void> {
  await clearFailedLogins(ctx.db, input.userId, ctx.now());
  await ctx.limits.reset('loginFailuresByEmail', input.emailKey);
}
