import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';

import type { Database, LogoutDeliveriesTable } from '../db/database-types';

export type LogoutDelivery = Selectable<LogoutDeliveriesTable>;
export type LogoutTarget = { clientId: string; uri: string; sid: string };

export async function insertLogoutDeliveries(
  db: Kysely<Database>,
  userId: string,
  reason: string,
  targets: LogoutTarget[],
  now: number,
): Promise<void> {
  if (targets.length === 0) return;
  await db
    .insertInto('logout_deliveries')
    .values(
      targets.map((t) => ({
        id: randomUUID(),
        client_id: t.clientId,
        user_id: userId,
        sid: t.sid,
        uri: t.uri,
        reason,
        created_at: now,
        attempts: 0,
        next_attempt_at: now,
        locked_until: 0,
        delivered_at: null,
        failed_at: null,
        last_error: null,
      })),
    )
    .execute();
}

export function findDueDeliveryIds(db: Kysely<Database>, now: number, limit: number) {
  return db
    .selectFrom('logout_deliveries')
    .select('id')
    .where('delivered_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .where('locked_until', '<=', now)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

export async function claimDelivery(
  db: Kysely<Database>,
  id: string,
  now: number,
  leaseMs: number,
): Promise<LogoutDelivery | undefined> {
  const result = await db
    .updateTable('logout_deliveries')
    .set({ locked_until: now + leaseMs })
    .where('id', '=', id)
    .where('delivered_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('locked_until', '<=', now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom('logout_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
}

/** One try's outcome: delivered, given up (`failed_at`), or due again at `nextAttemptAt`. */
export async function recordTry(
  db: Kysely<Database>,
  id: string,
  outcome: {
    deliveredAt?: number;
    failedAt?: number;
    nextAttemptAt?: number;
    attempts: number;
    error: string | null;
  },
): Promise<void> {
  await db
    .updateTable('logout_deliveries')
    .set({
      attempts: outcome.attempts,
      delivered_at: outcome.deliveredAt ?? null,
      failed_at: outcome.failedAt ?? null,
      ...(outcome.nextAttemptAt === undefined ? {} : { next_attempt_at: outcome.nextAttemptAt }),
      locked_until: 0,
      last_error: outcome.error?.slice(0, 500) ?? null,
    })
    .where('id', '=', id)
    .execute();
}

/** For operators (`admin logout deliveries [--failed]`) and the user's logout screen: newest first. */
export function listLogoutDeliveries(
  db: Kysely<Database>,
  filter: { failedOnly?: boolean; userId?: string; limit?: number },
): Promise<LogoutDelivery[]> {
  let query = db.selectFrom('logout_deliveries').selectAll();
  if (filter.failedOnly) query = query.where('failed_at', 'is not', null);
  if (filter.userId) query = query.where('user_id', '=', filter.userId);
  return query
    .orderBy('created_at', 'desc')
    .limit(filter.limit ?? 100)
    .execute();
}
