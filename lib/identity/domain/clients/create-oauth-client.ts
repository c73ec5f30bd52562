import type { ProductGroup } from '../../../products';
import { audit } from '../../audit/audit';
import { randomToken, sha256 } from '../../crypto/random-token';
import { insertOAuthClient } from '../../db/queries/oauth-clients';
import type { IdentityContext } from '../../identity-context';

/**
 * Adds a client for a linked product; the secret is returned once and stored only as a hash. A client
 * bound to a product group gets tokens of that group only (bound-application.ts).
 */
export async function createOAuthClient(
  ctx: IdentityContext,
  name: string,
  group: ProductGroup | null = null,
): Promise<{ id: string; secret: string; group: ProductGroup | null }> {
  const slug =
    name
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'client';
  const id = `${slug}-${randomToken(4)}`;
  const secret = randomToken();
  await insertOAuthClient(ctx.db, {
    id,
    name: name.trim(),
    secret_hash: sha256(secret),
    created_at: ctx.now(),
    product_group: group,
  });
  audit(ctx, 'client.added', { accountId: null, clientId: id });
  return { id, secret, group };
}
