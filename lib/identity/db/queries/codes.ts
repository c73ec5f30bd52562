import type { Kysely } from 'kysely';

import type { Database } from '../database-types';

export type CodeKind = 'confirm_email' | 'reset_password' | 'unlock_login' | 'not_me' | 'cancel_deletion';

export function insertCode(
  db: Kysely<Database>,
  code: {
    codeHash: string;
    kind: CodeKind;
    userId: string;
    application: string | null;
    now: number;
    ttlMs: number;
  },
): Promise<unknown> {
  return db
    .insertInto('codes')
    .values({
      code_hash: code.codeHash,
      kind: code.kind,
      user_id: code.userId,
      application: code.application,
      created_at: code.now,
      expires_at: code.now + code.ttlMs,
      used_at: null,
    })
    .execute();
}

/**
 * Marks an unused, unexpired code used and returns its owner — in one statement, so of two
 * concurrent uses exactly one gets a row back.
 */
export function consumeCode(
  db: Kysely<Database>,
  codeHash: string,
  kind: CodeKind,
  now: number,
): Promise<{ user_id: string; application: string | null } | undefined> {
  return db
    .updateTable('codes')
    .set({ used_at: now })
    .where('code_hash', '=', codeHash)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'application'])
    .executeTakeFirst();
}

/** Spends every unused code of one kind of a user (a new password voids the other reset links). */
export async function voidUserCodes(
  db: Kysely<Database>,
  userId: string,
  kind: CodeKind,
  now: number,
): Promise<void> {
  await db
    .updateTable('codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .execute();
}

/** Whether an unused, unexpired code exists (a cheap check before expensive work; consuming decides). */
export async function findLiveCode(
  db: Kysely<Database>,
  codeHash: string,
  kind: CodeKind,
  now: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('codes')
    .select('code_hash')
    .where('code_hash', '=', codeHash)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}
