import { sha256 } from '../../crypto/random-token';
import { revokeWithProducts } from '../../db/queries/access-tokens';
import type { IdentityContext } from '../../identity-context';
import { announceSessionEnds } from '../../oidc/end-sessions';

/**
 * Single logout: a portal session takes the linked products' tokens minted from it along, so
 * `check_token` fails for every product at once; a product's own token revokes only itself. Idempotent.
 */
export async function revokeAccessToken(ctx: IdentityContext, rawToken: string): Promise<void> {
  const now = ctx.now();
  const ended = await revokeWithProducts(ctx.db, sha256(rawToken), now);
  // A portal session's end reaches every product it reached (a product ending its own token does not).
  if (ended) await announceSessionEnds(ctx, { userId: ended.userId, endedAt: now, reason: 'logout' });
}
