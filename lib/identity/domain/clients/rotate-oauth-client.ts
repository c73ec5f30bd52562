import { audit } from '../../audit/audit';
import { randomToken, sha256 } from '../../crypto/random-token';
import { setOAuthClientSecretHash } from '../../db/queries/oauth-clients';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import { CLIENT_SECRET_OVERLAP_MAX_MS } from '../../identity-policy';
import { findOAuthClientByIdOrName } from './find-oauth-client';

/**
 * A new secret for an operator's client, returned once. The old one keeps working until
 * `oldSecretUntil` (ms) — a scheduled change, so each replica of the product switches in its own time —
 * or stops at once without it (a leaked secret). Tokens already issued stay valid until they expire.
 */
export async function rotateOAuthClient(
  ctx: IdentityContext,
  idOrName: string,
  oldSecretUntil: number | null = null,
): Promise<{ id: string; secret: string; oldSecretUntil: number | null }> {
  const now = ctx.now();
  if (
    oldSecretUntil !== null &&
    (oldSecretUntil <= now || oldSecretUntil > now + CLIENT_SECRET_OVERLAP_MAX_MS)
  ) {
    throw new IdentityError('invalid_value', {
      description: `the old secret's deadline must lie in the next ${CLIENT_SECRET_OVERLAP_MAX_MS / 86_400_000} days`,
    });
  }
  const client = await findOAuthClientByIdOrName(ctx, idOrName);
  const secret = randomToken();
  const previous = oldSecretUntil === null ? null : { hash: client.secret_hash, expiresAt: oldSecretUntil };
  await setOAuthClientSecretHash(ctx.db, client.id, sha256(secret), previous);
  audit(ctx, 'client.rotated', {
    accountId: null,
    clientId: client.id,
    ...(oldSecretUntil === null ? {} : { previousSecretUntil: oldSecretUntil }),
  });
  return { id: client.id, secret, oldSecretUntil };
}
