import type { TTokenInfo } from '../../schemas/oauth';
import { sha256 } from '../crypto/random-token';
import { findLiveToken } from '../db/queries/access-tokens';
import { findUserById } from '../db/queries/users';
import type { IdentityContext } from '../identity-context';
import { IdentityError } from '../identity-error';
import type { AuthenticatedClient } from './authenticate-client';
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
  const token = await findLiveToken(ctx.db, sha256(rawToken), ctx.now());
  const user = token ? await findUserById(ctx.db, token.user_id) : undefined;
  // A token still at the second-factor step is no login yet; another product's token is none of a
  // bound client's business (a token handed to one product cannot be replayed at another).
  if (!token || !user || token.status !== 'SUCCESS' || (viewer && !clientMaySee(viewer, token.application))) {
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
    user_name: user.email,
    user: { id: user.id, email: user.email, firstName: user.first_name, lastName: user.last_name },
    verified: user.verified === 1,
  };
}
