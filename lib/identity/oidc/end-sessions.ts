import type { Kysely } from 'kysely';

import type { Database } from '../db/database-types';
import type { IdentityContext } from '../identity-context';
import { queueProductEvent } from '../webhooks/product-events';
import { insertLogoutDeliveries, type LogoutTarget } from './logout-deliveries';
import { revokeOidcGrant } from './oidc-adapter';

/** Why sessions ended, as the logout_token's deliveries record it. */
export type SessionEndReason =
  | 'logout'
  | 'device_signed_out'
  | 'sessions_revoked'
  | 'password_changed'
  | 'password_reset'
  | 'account_deleted'
  | 'client_removed';

/**
 * After sessions of a user ended (their tokens revoked at `endedAt`, in `db` — the same transaction
 * when there is one): every product those sessions reached hears of it through the durable outbox —
 * an OIDC client of each grant made in an ended session (its `sid`), and a `?token=` product of each
 * token it held from one (`sid` = the SHA-256 hex of the token it received) — and the OIDC grants of
 * those sessions are revoked with their codes and tokens. Returns how many deliveries were queued;
 * the caller kicks `ctx.logoutOutbox` after its commit.
 *
 * This is the one function every way a session ends calls (logout, "sign out this device", sign out
 * everywhere, password change or reset, deletion, an operator's revoke; the security centre too).
 */
export async function notifySessionEnds(
  db: Kysely<Database>,
  input: { userId: string; endedAt: number; reason: SessionEndReason },
): Promise<number> {
  const ended = await db
    .selectFrom('access_tokens')
    .select(['token_hash', 'client_id', 'application', 'product', 'status'])
    .where('user_id', '=', input.userId)
    .where('revoked_at', '=', input.endedAt)
    .execute();
  if (ended.length === 0) return 0;
  const targets: LogoutTarget[] = [];
  const sessions = ended.filter((t) => t.product === 0 && t.status === 'SUCCESS').map((t) => t.token_hash);
  if (sessions.length > 0) {
    const grants = await db
      .selectFrom('oidc_grants')
      .innerJoin('oauth_clients', 'oauth_clients.id', 'oidc_grants.client_id')
      .select([
        'oidc_grants.grant_id',
        'oidc_grants.client_id',
        'oidc_grants.sid',
        'oauth_clients.backchannel_logout_uri',
      ])
      .where('oidc_grants.session_hash', 'in', sessions)
      .execute();
    for (const grant of grants) {
      await revokeOidcGrant(db, grant.grant_id);
      if (grant.backchannel_logout_uri)
        targets.push({ clientId: grant.client_id, uri: grant.backchannel_logout_uri, sid: grant.sid });
    }
    await db.deleteFrom('oidc_grants').where('session_hash', 'in', sessions).execute();
  }
  const productTokens = ended.filter((t) => t.product === 1 && t.application);
  if (productTokens.length > 0) {
    const listening = await db
      .selectFrom('oauth_clients')
      .select(['id', 'product_group', 'backchannel_logout_uri'])
      .where('backchannel_logout_uri', 'is not', null)
      .where('product_group', 'is not', null)
      .execute();
    for (const token of productTokens) {
      // A group-bound client's own token goes to it; a token the portal minted for a product (`?token=`)
      // to the clients of that product's group.
      const own = listening.filter((c) => c.id === token.client_id);
      const group = own.length > 0 ? own : listening.filter((c) => c.product_group === token.application);
      for (const client of group)
        targets.push({ clientId: client.id, uri: client.backchannel_logout_uri!, sid: token.token_hash });
    }
  }
  const unique = [...new Map(targets.map((t) => [`${t.clientId} ${t.sid}`, t])).values()];
  await insertLogoutDeliveries(db, input.userId, input.reason, unique, input.endedAt);
  // The same end as a Standard Webhooks event, to every product the user used that listens.
  const events = await queueProductEvent(db, {
    userId: input.userId,
    type: 'session.ended',
    data: { reason: input.reason, sids: unique.map((t) => t.sid) },
    now: input.endedAt,
  });
  return unique.length + events;
}

/** notifySessionEnds outside a transaction, and the outbox kicked at once. */
export async function announceSessionEnds(
  ctx: IdentityContext,
  input: { userId: string; endedAt: number; reason: SessionEndReason },
): Promise<void> {
  if ((await notifySessionEnds(ctx.db, input)) > 0) kickProductOutboxes(ctx);
}

/** After a commit that queued logouts or events: both outboxes go now, not at their next timer. */
export function kickProductOutboxes(ctx: Pick<IdentityContext, 'logoutOutbox' | 'webhookOutbox'>): void {
  void ctx.logoutOutbox.kick();
  void ctx.webhookOutbox.kick();
}
