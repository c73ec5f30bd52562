import { randomUUID } from 'node:crypto';
import type Provider from 'oidc-provider';

import { sha256 } from '../crypto/random-token';
import { findLiveToken } from '../db/queries/access-tokens';
import { findOAuthClient } from '../db/queries/oauth-clients';
import type { IdentityContext } from '../identity-context';
import { markClientUser } from '../webhooks/product-events';
import { findOidcAccount } from './account-claims';

export const TOKEN_EXCHANGE_GRANT = 'urn:ietf:params:oauth:grant-type:token-exchange';
const ACCESS_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:access_token';
const DEFAULT_SCOPE = 'openid offline_access email profile';

type GrantContext = {
  oidc: {
    client: { clientId: string; grantTypeAllowed(type: string): boolean };
    params: Record<string, string | undefined>;
    provider: Provider;
  };
  body?: unknown;
};

type OidcError = new (description?: string, detail?: string) => Error;
type ProviderModels = Provider & {
  AccessToken: new (init: Record<string, unknown>) => {
    save(): Promise<string>;
    expiration: number;
    scope?: string;
  };
  RefreshToken: new (init: Record<string, unknown>) => { save(): Promise<string> };
  IdToken: new (
    claims: Record<string, unknown>,
    options: { ctx: unknown },
  ) => {
    scope: string;
    issue(options: { use: string }): Promise<string>;
    set(key: string, value: unknown): void;
  };
};

/**
 * The bridge (issue 23, RFC 8693 at the OpenID token endpoint): a product holding a `?token=` of its own
 * buys its own OIDC tokens with it, so it moves to OpenID Connect without its users signing in again.
 * Only a client bound to a product group may, and only with a token of that group; the grant made rides
 * on the same portal session (the token's parent), so it dies with it like any other.
 */
export function registerTokenExchange(
  ctx: IdentityContext,
  provider: Provider,
  errors: { InvalidGrant: OidcError; InvalidRequest: OidcError; UnauthorizedClient: OidcError },
): void {
  const models = provider as ProviderModels;
  const handler = async (koa: GrantContext) => {
    const { client, params } = koa.oidc;
    if (params.subject_token_type !== ACCESS_TOKEN_TYPE)
      throw new errors.InvalidRequest('subject_token_type must be an access token');
    const stored = await findOAuthClient(ctx.db, client.clientId);
    if (!stored?.product_group)
      throw new errors.UnauthorizedClient('only a client bound to a product group exchanges its ?token=');
    const tokenHash = sha256(params.subject_token ?? '');
    const token = await findLiveToken(ctx.db, tokenHash, ctx.now());
    if (
      !token ||
      token.status !== 'SUCCESS' ||
      token.product !== 1 ||
      token.application !== stored.product_group
    )
      throw new errors.InvalidGrant('subject_token is not a live token of this product');
    const sessionHash = token.parent_hash ?? tokenHash;
    const account = await findOidcAccount(ctx, token.user_id);
    if (!account) throw new errors.InvalidGrant('subject_token is not a live token of this product');

    const scope = (params.scope ?? DEFAULT_SCOPE)
      .split(' ')
      .filter((s) => DEFAULT_SCOPE.split(' ').includes(s));
    if (!scope.includes('openid')) scope.unshift('openid');
    const grant = new provider.Grant({ accountId: token.user_id, clientId: client.clientId });
    grant.addOIDCScope(scope.join(' '));
    const grantId = await grant.save();
    const sid = randomUUID();
    await ctx.db
      .insertInto('oidc_grants')
      .values({
        grant_id: grantId,
        session_hash: sessionHash,
        user_id: token.user_id,
        client_id: client.clientId,
        sid,
        created_at: ctx.now(),
      })
      .execute();
    await markClientUser(ctx.db, client.clientId, token.user_id, ctx.now());
    const authTime = Math.floor(Number(token.authenticated_at ?? token.created_at) / 1000);
    const common = {
      accountId: token.user_id,
      client,
      grantId,
      scope: scope.join(' '),
      gty: 'token_exchange',
      sid,
    };
    const accessToken = new models.AccessToken(common);
    const accessValue = await accessToken.save();
    const refreshValue =
      scope.includes('offline_access') && client.grantTypeAllowed('refresh_token')
        ? await new models.RefreshToken({ ...common, authTime, rotations: 0, amr: ['pwd'] }).save()
        : undefined;
    const claims = await account.claims();
    const idToken = new models.IdToken({ ...claims, auth_time: authTime, amr: ['pwd'] }, { ctx: koa });
    idToken.scope = scope.join(' ');
    idToken.set('sid', sid);
    koa.body = {
      access_token: accessValue,
      issued_token_type: ACCESS_TOKEN_TYPE,
      token_type: 'Bearer',
      expires_in: accessToken.expiration,
      scope: scope.join(' '),
      id_token: await idToken.issue({ use: 'idtoken' }),
      ...(refreshValue ? { refresh_token: refreshValue } : {}),
    };
  };
  (provider as unknown as { registerGrantType(...args: unknown[]): void }).registerGrantType(
    TOKEN_EXCHANGE_GRANT,
    handler,
    ['subject_token', 'subject_token_type', 'audience', 'scope', 'requested_token_type'],
  );
}
