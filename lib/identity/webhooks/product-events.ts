import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';

import type { Database } from '../db/database-types';

/** The events products may hear of (Standard Webhooks `type`). */
export type ProductEventType = 'user.updated' | 'user.deleted' | 'verification.decided' | 'session.ended';

/** Records that a user used a product (an OIDC grant, an exchanged `?token=`): it hears of their events. */
export async function markClientUser(
  db: Kysely<Database>,
  clientId: string,
  userId: string,
  now: number,
): Promise<void> {
  await db
    .insertInto('client_users')
    .values({ client_id: clientId, user_id: userId, first_at: now })
    .onConflict((oc) => oc.columns(['client_id', 'user_id']).doNothing())
    .execute();
}

/**
 * Queues `type` for every product the user has used whose webhook is on: an OIDC client they signed in
 * to, or a `?token=` product (its group) that held a token of theirs. Call it in the transaction that
 * made the change; the caller kicks `ctx.webhookOutbox` after the commit. Returns how many were queued.
 */
export async function queueProductEvent(
  db: Kysely<Database>,
  input: { userId: string; type: ProductEventType; data: Record<string, unknown>; now: number },
): Promise<number> {
  const clients = await db
    .selectFrom('oauth_clients')
    .select(['oauth_clients.id'])
    .where('webhook_url', 'is not', null)
    .where('webhook_disabled_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('client_users')
            .select('client_users.user_id')
            .whereRef('client_users.client_id', '=', 'oauth_clients.id')
            .where('client_users.user_id', '=', input.userId),
        ),
        eb.exists(
          eb
            .selectFrom('access_tokens')
            .select('access_tokens.user_id')
            .where('access_tokens.user_id', '=', input.userId)
            .where((inner) =>
              inner.or([
                inner('access_tokens.client_id', '=', inner.ref('oauth_clients.id')),
                inner('access_tokens.application', '=', inner.ref('oauth_clients.product_group')),
              ]),
            ),
        ),
      ]),
    )
    .execute();
  if (clients.length === 0) return 0;
  const timestamp = new Date(input.now).toISOString();
  await db
    .insertInto('webhook_deliveries')
    .values(
      clients.map((client) => ({
        id: `msg_${randomUUID()}`,
        client_id: client.id,
        type: input.type,
        payload: JSON.stringify({ type: input.type, timestamp, data: { sub: input.userId, ...input.data } }),
        created_at: input.now,
        attempts: 0,
        next_attempt_at: input.now,
        locked_until: 0,
        delivered_at: null,
        failed_at: null,
        last_error: null,
      })),
    )
    .execute();
  return clients.length;
}
