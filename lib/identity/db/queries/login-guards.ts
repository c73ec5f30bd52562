import type { Kysely, Selectable } from 'kysely';

import type { Database, LoginGuardsTable } from '../database-types';

export type LoginGuard = Selectable<LoginGuardsTable>;

export function findLoginGuard(db: Kysely<Database>, key: string): Promise<LoginGuard | undefined> {
  return db.selectFrom('login_guards').selectAll().where('key', '=', key).executeTakeFirst();
}

/** Counts one failure in one statement (concurrent failures all count); returns the new state. */
export function countGuardFailure(db: Kysely<Database>, key: string, now: number): Promise<LoginGuard> {
  return db
    .insertInto('login_guards')
    .values({ key, failures: 1, lockouts: 0, locked_until: null, updated_at: now })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet((eb) => ({ failures: eb('login_guards.failures', '+', 1), updated_at: now })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Locks the key until `until` and starts counting afresh — only if it still has `failures` or more,
 * so of concurrent failures exactly one locks.
 */
export async function lockGuard(
  db: Kysely<Database>,
  key: string,
  failures: number,
  until: number,
  now: number,
): Promise<void> {
  await db
    .updateTable('login_guards')
    .set((eb) => ({ failures: 0, lockouts: eb('lockouts', '+', 1), locked_until: until, updated_at: now }))
    .where('key', '=', key)
    .where('failures', '>=', failures)
    .execute();
}

/** A success (or a new password) forgets the key's failures and locks. */
export async function clearGuard(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('login_guards').where('key', '=', key).execute();
}
