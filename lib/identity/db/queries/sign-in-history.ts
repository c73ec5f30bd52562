import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';

import type { Database, SignInHistoryTable } from '../database-types';

export type SignInRecord = Selectable<SignInHistoryTable>;

export async function insertSignIn(db: Kysely<Database>, record: Omit<SignInRecord, 'id'>): Promise<void> {
  await db
    .insertInto('sign_in_history')
    .values({ id: randomUUID(), ...record })
    .execute();
}

/** The owner's latest sign-ins and failed attempts, newest first. */
export function listSignIns(db: Kysely<Database>, userId: string, limit: number): Promise<SignInRecord[]> {
  return db
    .selectFrom('sign_in_history')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('at', 'desc')
    .limit(limit)
    .execute();
}

/** Whether the account ever signed in before (the first sign-in after registration sends no alert). */
export async function countSignIns(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('sign_in_history')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('outcome', '=', 'success')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
