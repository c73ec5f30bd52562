import { safeEqual } from '../../crypto/safe-equal';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';

/**
 * The moderation API's gate (DESIGN §3): off (404, as if absent) while ADMIN_TOKEN is unset; a
 * missing or wrong bearer is 401, compared in constant time and throttled per address.
 */
export async function authenticateAdmin(
  ctx: IdentityContext,
  token: string | null,
  ip: string,
): Promise<void> {
  const expected = ctx.config.adminToken;
  if (!expected) throw new IdentityError('not_found');
  if (token && safeEqual(token, expected)) return;
  await ctx.limits.consume('adminAuth', ip);
  throw new IdentityError('invalid_token');
}
