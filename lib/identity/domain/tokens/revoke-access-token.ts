import { sha256 } from '../../crypto/random-token';
import { revokeWithProducts } from '../../db/queries/access-tokens';
import type { IdentityContext } from '../../identity-context';

/**
 * Single logout: a portal session takes the linked products' tokens minted from it along, so
 * `check_token` fails for every product at once; a product's own token revokes only itself. Idempotent.
 */
export async function revokeAccessToken(ctx: IdentityContext, rawToken: string): Promise<void> {
  await revokeWithProducts(ctx.db, sha256(rawToken), ctx.now());
}
