import { randomUUID } from 'node:crypto';
import Provider, { errors, interactionPolicy, type KoaContextWithOIDC } from 'oidc-provider';

import { findOAuthClient } from '../db/queries/oauth-clients';
import type { IdentityContext } from '../identity-context';
import { markClientUser } from '../webhooks/product-events';
import { findOidcAccount } from './account-claims';
import { clientMetadata, secretMatches } from './client-metadata';
import { logoutLocale, logoutPage } from './logout-page';
import { kyselyAdapter } from './oidc-adapter';
import { interactionPath, OIDC_PREFIX } from './oidc-paths';
import type { ProviderKeys } from './signing-keys';
import { registerTokenExchange } from './token-exchange';

const ACCESS_TOKEN_TTL_S = 10 * 60;
const ID_TOKEN_TTL_S = 10 * 60;
const CODE_TTL_S = 60;
const INTERACTION_TTL_S = 15 * 60;

/**
 * The OpenID provider (oidc-provider, certified): issuer APP_URL, its routes under /oidc/, storage on
 * the service's database, clients from the operator's `oauth_clients`, code flow with PKCE S256 for
 * every client. Its interaction is the portal's own sign-in (serve-oidc.ts); it keeps no login of its
 * own — every authorization asks the portal session, so ending that ends the provider's too.
 */
export function createProvider(ctx: IdentityContext, keys: ProviderKeys): Provider {
  const { Check, base } = interactionPolicy;
  const policy = base();
  // One session: the provider's own cookie never stands in for the portal's; the portal is asked each time.
  policy
    .get('login')
    .checks.add(
      new Check(
        'portal_session',
        'the portal session is asked on every authorization',
        (koa) => !koa.oidc.result?.login,
      ),
      0,
    );

  const Adapter = kyselyAdapter(ctx.db, () => ctx.now());
  class StoreAdapter extends Adapter {
    constructor(private readonly modelName: string) {
      super(modelName);
    }
    override async find(id: string) {
      if (this.modelName !== 'Client') return super.find(id);
      const client = await findOAuthClient(ctx.db, id);
      return client ? clientMetadata(client) : undefined;
    }
  }

  const provider = new Provider(ctx.config.appUrl.replace(/\/+$/, ''), {
    adapter: StoreAdapter,
    findAccount: (_koa: unknown, sub: string, token?: { grantId?: string }) =>
      findOidcAccount(ctx, sub, token),
    jwks: { keys: keys.signing },
    cookies: { keys: keys.cookie },
    claims: {
      sid: null,
      // How and when the user signed in, in every id_token (not only when a product asks by `claims`).
      openid: ['sub', 'amr', 'auth_time'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'locale', 'verified'],
    },
    scopes: ['openid', 'offline_access', 'email', 'profile'],
    // locale and verified belong in the id_token itself (issue 23), not only at userinfo.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    responseTypes: ['code'],
    enabledJWA: { idTokenSigningAlgValues: ['ES256'] },
    features: {
      devInteractions: { enabled: false },
      introspection: {
        enabled: true,
        // A product learns about its own tokens only.
        allowedPolicy: (_koa: unknown, client: { clientId: string }, token: { clientId?: string }) =>
          token.clientId === client.clientId,
      },
      revocation: { enabled: true },
      backchannelLogout: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (
          koa: { body: string; oidc: { params?: Record<string, unknown> }; get(field: string): string },
          form: string,
        ) => {
          koa.body = logoutPage(form, logoutLocale(koa.oidc.params?.ui_locales, koa.get('accept-language')));
        },
      },
    },
    clientDefaults: {
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      id_token_signed_response_alg: 'ES256',
    },
    // Refresh tokens come with every grant of a client allowed them: they die with the portal session anyway.
    issueRefreshToken: async (_koa: unknown, client: { grantTypeAllowed(type: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    loadExistingGrant: (koa: KoaContextWithOIDC) => portalGrant(ctx, koa),
    interactions: {
      policy,
      url: (_koa: unknown, interaction: { uid: string }) => interactionPath(interaction.uid),
    },
    routes: {
      authorization: `${OIDC_PREFIX}auth`,
      backchannel_authentication: `${OIDC_PREFIX}backchannel`,
      code_verification: `${OIDC_PREFIX}device`,
      device_authorization: `${OIDC_PREFIX}device/auth`,
      end_session: `${OIDC_PREFIX}session/end`,
      introspection: `${OIDC_PREFIX}token/introspection`,
      jwks: `${OIDC_PREFIX}jwks`,
      pushed_authorization_request: `${OIDC_PREFIX}request`,
      registration: `${OIDC_PREFIX}reg`,
      revocation: `${OIDC_PREFIX}token/revocation`,
      token: `${OIDC_PREFIX}token`,
      userinfo: `${OIDC_PREFIX}me`,
      challenge: `${OIDC_PREFIX}challenge`,
      credential: `${OIDC_PREFIX}credential`,
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_S,
      AuthorizationCode: CODE_TTL_S,
      IdToken: ID_TOKEN_TTL_S,
      Interaction: INTERACTION_TTL_S,
      Grant: ctx.config.tokenTtlS,
      RefreshToken: ctx.config.tokenTtlS,
      Session: ctx.config.tokenTtlS,
    },
    // The portal's own error page is for people; a product's developer reads the provider's JSON/HTML.
    renderError: (koa: { type: string; body: string }, out: Record<string, string>) => {
      koa.type = 'html';
      koa.body = `<!doctype html><meta charset="utf-8"><title>${escapeHtml(out.error ?? 'error')}</title><pre>${escapeHtml(
        JSON.stringify(out, null, 2),
      )}</pre>`;
    },
  });
  // serve-oidc.ts states APP_URL's scheme and host on every request (the issuer's, whatever the socket).
  provider.proxy = true;
  // Client secrets are kept as hashes (and may have a previous one during a rotation's overlap).
  provider.Client.prototype.compareClientSecret = function compareClientSecret(
    this: { clientId: string },
    actual: string,
  ) {
    return secretMatches(ctx, this.clientId, actual);
  };
  // The provider's own back-channel logout is fire-and-forget from its logout endpoint; the durable
  // outbox (logout-outbox.ts) delivers every session end instead.
  provider.Client.prototype.backchannelLogout = async () => undefined;
  registerTokenExchange(ctx, provider, {
    InvalidGrant: errors.InvalidGrant!,
    InvalidRequest: errors.InvalidRequest!,
    UnauthorizedClient: errors.UnauthorizedClient!,
  });
  return provider;
}

/**
 * First-party clients skip consent: the grant is made with what the authorization asked for, and tied
 * to the portal session the interaction found (oidc_grants) — its refresh tokens die with that session.
 */
async function portalGrant(ctx: IdentityContext, koa: KoaContextWithOIDC) {
  const { client, session, result, provider } = koa.oidc;
  const portal = result?.portal as { sessionHash: string; userId: string; grantId?: string } | undefined;
  if (!portal || !client || !session?.accountId || session.accountId !== portal.userId) return undefined;
  if (portal.grantId) return provider.Grant.find(portal.grantId);
  const grant = new provider.Grant({ accountId: session.accountId, clientId: client.clientId });
  grant.addOIDCScope([...koa.oidc.requestParamScopes].join(' '));
  if (koa.oidc.requestParamClaims.size > 0) grant.addOIDCClaims([...koa.oidc.requestParamClaims]);
  const grantId = await grant.save();
  let sid = session.sidFor(client.clientId);
  if (!sid) {
    sid = randomUUID();
    session.sidFor(client.clientId, sid);
  }
  await ctx.db
    .insertInto('oidc_grants')
    .values({
      grant_id: grantId,
      session_hash: portal.sessionHash,
      user_id: portal.userId,
      client_id: client.clientId,
      sid,
      created_at: ctx.now(),
    })
    .execute();
  await markClientUser(ctx.db, client.clientId, portal.userId, ctx.now());
  portal.grantId = grantId;
  return grant;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
