import { audit } from '../../audit/audit';
import { randomToken, sha256 } from '../../crypto/random-token';
import { setOAuthClientSecretHash } from '../../db/queries/oauth-clients';
import type { IdentityContext } from '../../identity-context';
import { findOAuthClientByIdOrName } from './find-oauth-client';

/**
 * A new secret for an operator's client (a leaked one, or a scheduled change): returned once, and the
 * old secret stops working at once. Tokens already issued stay valid until they expire.
 */
export async function rotateOAuthClient(
  ctx: IdentityContext,
  idOrName: string,
): Promise<{ id: string; secret: string }> {
  const client = await findOAuthClientByIdOrName(ctx, idOrName);
  const secret = randomToken();
  await setOAuthClientSecretHash(ctx.db, client.id, sha256(secret));
  audit(ctx, 'client.rotated', { accountId: null, clientId: client.id });
  return { id: client.id, secret };
}
