import { findOAuthClient, findOAuthClientsByName, type OAuthClient } from '../../db/queries/oauth-clients';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';

/** An operator's client named by its id or, when that is unambiguous, its name; else not_found. */
export async function findOAuthClientByIdOrName(
  ctx: IdentityContext,
  idOrName: string,
): Promise<OAuthClient> {
  const byId = await findOAuthClient(ctx.db, idOrName);
  if (byId) return byId;
  const byName = await findOAuthClientsByName(ctx.db, idOrName.trim());
  const [only] = byName;
  if (only && byName.length === 1) return only;
  throw new IdentityError('not_found', {
    description:
      byName.length > 1 ? `several clients are named ${idOrName}: give the id` : `no client ${idOrName}`,
  });
}
