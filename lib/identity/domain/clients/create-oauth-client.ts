import type { ProductGroup } from '../../../products';
import { audit } from '../../audit/audit';
import { randomToken, sha256 } from '../../crypto/random-token';
import { sealSecret } from '../../crypto/secret-box';
import { insertOAuthClient } from '../../db/queries/oauth-clients';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import { oidcKeyBox } from '../../oidc/signing-keys';
import { webhookSecretContext } from '../../webhooks/webhook-outbox';
import { newWebhookSecret } from '../../webhooks/webhook-signature';

/** What makes a client an OpenID Connect one too (`admin clients add --redirect-uri …`). */
export type OidcClientOptions = {
  redirectUris?: string[];
  postLogoutRedirectUris?: string[];
  backchannelLogoutUri?: string | null;
  webhookUrl?: string | null;
};

/** An absolute http(s) URI without a fragment, compared exactly (no wildcard, no prefix). */
function checkedUri(uri: string, what: string): string {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    throw new IdentityError('invalid_value', { description: `${what} is not an absolute URI: ${uri}` });
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hash || uri.length > 2000) {
    throw new IdentityError('invalid_value', {
      description: `${what} must be an http(s) URI without a fragment`,
    });
  }
  return uri;
}

/**
 * Adds a client for a linked product; the secret is returned once and stored only as a hash. A client
 * bound to a product group gets tokens of that group only (bound-application.ts).
 */
export async function createOAuthClient(
  ctx: IdentityContext,
  name: string,
  group: ProductGroup | null = null,
  oidc: OidcClientOptions = {},
): Promise<{ id: string; secret: string; group: ProductGroup | null; webhookSecret: string | null }> {
  const redirectUris = (oidc.redirectUris ?? []).map((uri) => checkedUri(uri, 'redirect URI'));
  const postLogout = (oidc.postLogoutRedirectUris ?? []).map((uri) =>
    checkedUri(uri, 'post-logout redirect URI'),
  );
  const backchannel = oidc.backchannelLogoutUri
    ? checkedUri(oidc.backchannelLogoutUri, 'back-channel logout URI')
    : null;
  const webhook = oidc.webhookUrl ? checkedUri(oidc.webhookUrl, 'webhook URL') : null;
  const slug =
    name
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'client';
  const id = `${slug}-${randomToken(4)}`;
  const secret = randomToken();
  // Standard Webhooks: a secret of its own, shown once like the client's.
  const webhookSecret = webhook ? newWebhookSecret() : null;
  await insertOAuthClient(ctx.db, {
    id,
    name: name.trim(),
    secret_hash: sha256(secret),
    created_at: ctx.now(),
    product_group: group,
    redirect_uris: redirectUris.length ? JSON.stringify(redirectUris) : null,
    post_logout_redirect_uris: postLogout.length ? JSON.stringify(postLogout) : null,
    backchannel_logout_uri: backchannel,
    webhook_url: webhook,
    webhook_secret: webhookSecret
      ? sealSecret(oidcKeyBox(ctx.config.twoFaKeys.box), webhookSecret, webhookSecretContext(id))
      : null,
  });
  audit(ctx, 'client.added', { accountId: null, clientId: id });
  return { id, secret, group, webhookSecret };
}
