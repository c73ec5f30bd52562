import { audit } from '../../audit/audit';
import { revokeClientTokens } from '../../db/queries/access-tokens';
import { deleteOAuthClient } from '../../db/queries/oauth-clients';
import type { IdentityContext } from '../../identity-context';
import { findOAuthClientByIdOrName } from './find-oauth-client';

/**
 * Removes an operator's client: its secret authenticates nothing any more, and the tokens it obtained
 * (its product's logins) are revoked with it. Returns the removed client's id.
 */
export async function removeOAuthClient(ctx: IdentityContext, idOrName: string): Promise<{ id: string }> {
  const client = await findOAuthClientByIdOrName(ctx, idOrName);
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await deleteOAuthClient(trx, client.id);
    await revokeClientTokens(trx, client.id, now);
  });
  audit(ctx, 'client.removed', { accountId: null, clientId: client.id });
  return { id: client.id };
}
