import { sha256 } from '../crypto/random-token';
import { revokeToken } from '../db/queries/access-tokens';
import type { IdentityContext } from '../identity-context';

/** Single logout: once revoked, `check_token` fails for every linked product. Idempotent. */
export async function revokeAccessToken(ctx: IdentityContext, rawToken: string): Promise<void> {
  await revokeToken(ctx.db, sha256(rawToken), ctx.now());
}
