import { sha256 } from '../../crypto/random-token';
import { findLiveToken, type AccessToken } from '../../db/queries/access-tokens';
import { touchSession } from '../../db/queries/sessions';
import { findUserById, type User } from '../../db/queries/users';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';

/** A device's "last seen" moves at most once a minute: one write a minute, not one a request. */
const LAST_SEEN_STEP_MS = 60_000;

export type BearerSession = { token: AccessToken; tokenHash: string; user: User };

/**
 * A live token of a SUCCESS login and its user; anything else is invalid_token. A linked product's
 * token is refused with access_denied (403) unless `products` allows it.
 */
export async function authenticateBearer(
  ctx: IdentityContext,
  rawToken: string | null,
  options: { products: boolean },
): Promise<BearerSession> {
  if (!rawToken) throw new IdentityError('invalid_token');
  const tokenHash = sha256(rawToken);
  const token = await findLiveToken(ctx.db, tokenHash, ctx.now());
  if (!token || token.status !== 'SUCCESS') throw new IdentityError('invalid_token');
  if (token.product === 1 && !options.products) {
    throw new IdentityError('access_denied', { description: "A linked product's token cannot do this" });
  }
  const user = await findUserById(ctx.db, token.user_id);
  if (!user) throw new IdentityError('invalid_token');
  // The row read above says when it was last noted: most calls write nothing.
  const now = ctx.now();
  if (token.session_id !== null && now - (token.last_seen_at ?? 0) >= LAST_SEEN_STEP_MS) {
    await touchSession(ctx.db, tokenHash, now, LAST_SEEN_STEP_MS);
  }
  return { token, tokenHash, user };
}
