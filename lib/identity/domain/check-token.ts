import { sha256 } from '../crypto/random-token';
import { findLiveToken } from '../db/queries/access-tokens';
import { findUserById } from '../db/queries/users';
import type { IdentityContext } from '../identity-context';
import { IdentityError } from '../identity-error';

/** The body of `POST /oauth/check_token` for a live token. */
export type TokenInfo = {
  active: true;
  scope: string;
  authentication_status: string;
  two_fa_type: string | null;
  /** Expiry, seconds since the epoch (RFC 7662). */
  exp: number;
  client_id: string;
  application: string | null;
  user_name: string;
  user: { id: string; email: string; firstName: string; lastName: string };
};

/** Introspection for linked products; revoked, expired or unknown tokens are invalid_token. */
export async function checkToken(ctx: IdentityContext, rawToken: string): Promise<TokenInfo> {
  const token = await findLiveToken(ctx.db, sha256(rawToken), ctx.now());
  const user = token ? await findUserById(ctx.db, token.user_id) : undefined;
  if (!token || !user) throw new IdentityError('invalid_token', { description: 'Token is not active' });
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
  };
}
