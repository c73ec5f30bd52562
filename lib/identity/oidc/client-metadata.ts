import { sha256 } from '../crypto/random-token';
import { safeEqual } from '../crypto/safe-equal';
import { findOAuthClient, type OAuthClient } from '../db/queries/oauth-clients';
import type { IdentityContext } from '../identity-context';
import { TOKEN_EXCHANGE_GRANT } from './token-exchange';

const list = (json: string | null): string[] => (json ? (JSON.parse(json) as string[]) : []);

/**
 * An operator's client as oidc-provider's client metadata; undefined for a client without redirect
 * URIs (a `?token=` product only). The secret is held as a hash, never in clear: the provider compares
 * through `secretMatches` (installed on its Client in create-provider.ts), and `client_secret` carries
 * the hash only because the provider insists on one for Basic authentication.
 */
export function clientMetadata(client: OAuthClient): Record<string, unknown> | undefined {
  const redirectUris = list(client.redirect_uris);
  const bridge = client.product_group !== null;
  // A client without redirect URIs has nothing to do here but the bridge (a group's `?token=` product).
  if (redirectUris.length === 0 && !bridge) return undefined;
  const grantTypes = [
    ...(redirectUris.length ? ['authorization_code'] : []),
    'refresh_token',
    ...(bridge ? [TOKEN_EXCHANGE_GRANT] : []),
  ];
  return {
    client_id: client.id,
    client_secret: client.secret_hash,
    client_name: client.name,
    redirect_uris: redirectUris,
    post_logout_redirect_uris: list(client.post_logout_redirect_uris),
    response_types: redirectUris.length ? ['code'] : [],
    grant_types: grantTypes,
    token_endpoint_auth_method: 'client_secret_basic',
    id_token_signed_response_alg: 'ES256',
    // Announced so id_tokens carry the `sid` the outbox's logout_tokens name (logout-outbox.ts).
    ...(client.backchannel_logout_uri
      ? { backchannel_logout_uri: client.backchannel_logout_uri, backchannel_logout_session_required: true }
      : {}),
  };
}

/** Whether `presented` is the client's secret, or its previous one within a rotation's overlap. */
export async function secretMatches(
  ctx: IdentityContext,
  clientId: string,
  presented: string,
): Promise<boolean> {
  const client = await findOAuthClient(ctx.db, clientId);
  if (!client) return false;
  const hash = sha256(presented);
  if (safeEqual(hash, client.secret_hash)) return true;
  return (
    client.previous_secret_hash !== null &&
    (client.previous_secret_expires_at ?? 0) > ctx.now() &&
    safeEqual(hash, client.previous_secret_hash)
  );
}
