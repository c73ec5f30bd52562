import { findLiveToken } from '../db/queries/access-tokens';
import { findUserById } from '../db/queries/users';
import type { IdentityContext } from '../identity-context';

/** The provider's account: the claims of `GET /v1/user`'s user, for an OIDC grant whose portal session lives. */
export type OidcAccount = {
  accountId: string;
  claims(): Promise<Record<string, unknown>>;
};

/**
 * The provider's `findAccount`. A code or token rides on a grant, and the grant on the portal session
 * it was made in: when that session has ended (logout, sign out everywhere, password reset, deletion,
 * expiry) the account is not found, so a refresh, an exchange of a code or a userinfo call fails —
 * one session, whichever way it ended.
 */
export async function findOidcAccount(
  ctx: IdentityContext,
  sub: string,
  token?: { grantId?: string },
): Promise<OidcAccount | undefined> {
  if (token?.grantId) {
    const link = await ctx.db
      .selectFrom('oidc_grants')
      .select(['session_hash', 'user_id'])
      .where('grant_id', '=', token.grantId)
      .executeTakeFirst();
    if (!link || link.user_id !== sub) return undefined;
    if (!(await findLiveToken(ctx.db, link.session_hash, ctx.now()))) return undefined;
  }
  const user = await findUserById(ctx.db, sub);
  if (!user || user.suspended_at !== null) return undefined;
  return {
    accountId: user.id,
    async claims() {
      return {
        sub: user.id,
        email: user.email,
        email_verified: user.email_confirmed_at !== null,
        given_name: user.first_name,
        family_name: user.last_name,
        name: `${user.first_name} ${user.last_name}`.trim(),
        locale: user.language,
        verified: user.verified === 1,
      };
    },
  };
}
