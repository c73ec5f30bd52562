import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';

import type { Database, SecurityEventsTable } from '../database-types';

export type SecurityEvent = Selectable<SecurityEventsTable>;

export type SecurityEventKind =
  'two_fa_enabled' | 'two_fa_disabled' | 'two_fa_reset' | 'password_changed' | 'password_reset';

export async function recordSecurityEvent(
  db: Kysely<Database>,
  event: {
    userId: string;
    kind: SecurityEventKind;
    detail?: string;
    actor: 'user' | 'operator';
    now: number;
  },
): Promise<void> {
  await db
    .insertInto('security_events')
    .values({
      id: randomUUID(),
      user_id: event.userId,
      kind: event.kind,
      detail: event.detail ?? null,
      actor: event.actor,
      created_at: event.now,
    })
    .execute();
}

export function listSecurityEvents(db: Kysely<Database>, userId: string): Promise<SecurityEvent[]> {
  return db
    .selectFrom('security_events')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
}
