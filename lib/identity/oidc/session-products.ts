import { parseApplication, PRODUCT_NAMES } from '../../products';
import type { TSessionProducts } from '../../schemas/oidc';
import type { BearerSession } from '../domain/tokens/authenticate-bearer';
import type { IdentityContext } from '../identity-context';

/**
 * The products this portal session reached, which its logout tells: the OIDC clients signed in with it,
 * and the products holding a live `?token=` minted from it. Names only (the logout dialog shows them).
 */
export async function sessionProducts(
  ctx: IdentityContext,
  session: BearerSession,
): Promise<TSessionProducts> {
  const clients = await ctx.db
    .selectFrom('oidc_grants')
    .innerJoin('oauth_clients', 'oauth_clients.id', 'oidc_grants.client_id')
    .select('oauth_clients.name')
    .where('oidc_grants.session_hash', '=', session.tokenHash)
    .execute();
  const tokens = await ctx.db
    .selectFrom('access_tokens')
    .select('application')
    .where('parent_hash', '=', session.tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', ctx.now())
    .execute();
  const names = new Set(clients.map((client) => client.name));
  for (const { application } of tokens) {
    const group = parseApplication(application);
    if (group) names.add(PRODUCT_NAMES[group]);
  }
  return {
    products: [...names]
      .sort()
      .slice(0, 100)
      .map((name) => ({ name })),
  };
}
