import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';

import type { Database } from '../database-types';

/** Replaces the account's codes with a new set (run in a transaction: the old set is void at once). */
export async function replaceRecoveryCodes(
  db: Kysely<Database>,
  userId: string,
  hashes: readonly string[],
  now: number,
): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(
      hashes.map((code_hash) => ({
        id: randomUUID(),
        user_id: userId,
        code_hash,
        created_at: now,
        used_at: null,
      })),
    )
    .execute();
}

export async function deleteRecoveryCodes(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}

export async function countRecoveryCodes(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Spends an unused code; of concurrent uses of one code exactly one succeeds. */
export async function spendRecoveryCode(
  db: Kysely<Database>,
  userId: string,
  codeHash: string,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
