import { parseApplication, type ProductGroup } from '../../../products';
import { sha256 } from '../../crypto/random-token';
import { safeEqual } from '../../crypto/safe-equal';
import { findOAuthClient } from '../../db/queries/oauth-clients';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';

export type ClientCredentials = { id: string; secret: string };

/** A client that proved its secret; `group`: the product group it is bound to, null when unbound. */
export type AuthenticatedClient = { id: string; group: ProductGroup | null };

/** The portal's own client (from the environment) or one the operator added; else access_denied (401). */
export async function authenticateClient(
  ctx: IdentityContext,
  credentials: ClientCredentials | null,
): Promise<AuthenticatedClient> {
  const refuse = () =>
    new IdentityError('access_denied', { status: 401, description: 'Client authentication failed' });
  if (!credentials) throw refuse();
  const { clientId, clientSecret } = ctx.config;
  if (credentials.id === clientId) {
    if (!safeEqual(credentials.secret, clientSecret)) throw refuse();
    return { id: clientId, group: null };
  }
  const client = await findOAuthClient(ctx.db, credentials.id);
  if (!client) throw refuse();
  const presented = sha256(credentials.secret);
  // After a rotation with an overlap, the replaced secret works until the deadline the operator set.
  const previousLive =
    client.previous_secret_hash !== null &&
    client.previous_secret_expires_at !== null &&
    client.previous_secret_expires_at > ctx.now();
  const current = safeEqual(presented, client.secret_hash);
  const previous = previousLive && safeEqual(presented, client.previous_secret_hash!);
  if (!current && !previous) throw refuse();
  return { id: client.id, group: parseApplication(client.product_group) ?? null };
}
