import type { Kysely } from 'kysely';

import type { TSessionsEnded } from '../../../schemas/sessions';
import { audit } from '../../audit/audit';
import type { Database } from '../../db/database-types';
import type { IdentityContext } from '../../identity-context';
import { kickProductOutboxes, notifySessionEnds } from '../../oidc/end-sessions';

/**
 * What to end: one device (its portal session and every product token it minted), one product on one
 * device, every device but the caller's, or every token of the account.
 */
export type SessionsToEnd =
  | { kind: 'device'; tokenHash: string }
  | { kind: 'product'; tokenHash: string; application: string }
  | { kind: 'others'; keepHash: string }
  | { kind: 'all' };

/** A token that ended: the portal session or product token, and the product it was bound to. */
export type EndedToken = {
  token_hash: string;
  parent_hash: string | null;
  product: number;
  application: string | null;
  client_id: string;
};

/**
 * The one place a session ends at its owner's request (the security centre, "Not me", account deletion):
 * the tokens are revoked in one statement, so the browser's next page and the products' next
 * `check_token` fail at once. Every product those tokens reached hears of it (notifySessionEnds: the
 * back-channel logout and the session.ended event), queued in the same transaction; inside a caller's
 * transaction (`db`), the caller kicks the outboxes after its commit.
 */
export async function endSessions(
  ctx: IdentityContext,
  userId: string,
  what: SessionsToEnd,
  db: Kysely<Database> = ctx.db,
): Promise<TSessionsEnded> {
  if (!db.isTransaction) {
    // The revocation and the products' notices commit together, then the outboxes go at once.
    const counts = await ctx.db.transaction().execute((trx) => endSessions(ctx, userId, what, trx));
    kickProductOutboxes(ctx);
    return counts;
  }
  const now = ctx.now();
  let query = db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  switch (what.kind) {
    case 'device':
      query = query.where((eb) =>
        eb.or([eb('token_hash', '=', what.tokenHash), eb('parent_hash', '=', what.tokenHash)]),
      );
      break;
    case 'product':
      query = query.where('parent_hash', '=', what.tokenHash).where('application', '=', what.application);
      break;
    case 'others':
      query = query
        .where('token_hash', '!=', what.keepHash)
        .where((eb) => eb.or([eb('parent_hash', 'is', null), eb('parent_hash', '!=', what.keepHash)]));
      break;
    case 'all':
      break;
  }
  const ended: EndedToken[] = await query
    .returning(['token_hash', 'parent_hash', 'product', 'application', 'client_id'])
    .execute();
  await notifySessionEnds(db, {
    userId,
    endedAt: now,
    reason: what.kind === 'all' ? 'sessions_revoked' : 'device_signed_out',
  });
  const counts = {
    sessions: ended.filter((token) => token.product === 0).length,
    products: ended.filter((token) => token.product === 1).length,
  };
  audit(ctx, 'sessions.ended', { accountId: userId, scope: what.kind, count: ended.length });
  return counts;
}
