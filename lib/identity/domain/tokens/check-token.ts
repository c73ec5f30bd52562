import type { TTokenInfo } from '../../../schemas/oauth';
import { sha256 } from '../../crypto/random-token';
import { findLiveTokenWithOwner } from '../../db/queries/access-tokens';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import type { AuthenticatedClient } from '../clients/authenticate-client';
import { clientMaySee } from './bound-application';

/**
 * Introspection for linked products; revoked, expired or unknown tokens are invalid_token, and so is
 * a half token (a second factor still due): it must never pass for a login. `viewer`: the asking client.
 */
export async function checkToken(
  ctx: IdentityContext,
  rawToken: string,
  viewer?: AuthenticatedClient,
): Promise<TTokenInfo> {
  const token = await findLiveTokenWithOwner(ctx.db, sha256(rawToken), ctx.now());
  // A token still at the second-factor step is no login yet; another product's token is none of a
  // bound client's business (a token handed to one product cannot be replayed at another).
  if (!token || token.status !== 'SUCCESS' || (viewer && !clientMaySee(viewer, token.application))) {
    throw new IdentityError('invalid_token', { description: 'Token is not active' });
  }
  return {
    active: true,
    scope: token.scope,
    authentication_status: token.status,
    two_fa_type: token.two_fa_type,
    exp: Math.floor(token.expires_at / 1000),
    client_id: token.client_id,
    application: token.application,
    user_name: token.email,
    user: { id: token.user_id, email: token.email, firstName: token.first_name, lastName: token.last_name },
    verified: token.verified === 1,
  };
}
