import type { Insertable, Kysely, Selectable } from 'kysely';

import type { TTwoFaType } from '../../../schemas/oauth';
import type { Database, TwoFaTokensTable } from '../database-types';

export type TwoFaToken = Selectable<TwoFaTokensTable>;

/** The user's active second factor, if any (at most one: a unique index holds it). */
export function findActiveTwoFactor(db: Kysely<Database>, userId: string): Promise<TwoFaToken | undefined> {
  return db
    .selectFrom('two_fa_tokens')
    .selectAll()
    .where('user_id', '=', userId)
    .where('active', '=', 1)
    .executeTakeFirst();
}

/** A pending method of `type` that has not expired. */
export function findPendingTwoFactor(
  db: Kysely<Database>,
  userId: string,
  type: TTwoFaType,
  now: number,
): Promise<TwoFaToken | undefined> {
  return db
    .selectFrom('two_fa_tokens')
    .selectAll()
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('active', '=', 0)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/** Whether another account has an active Telegram method on this chat. */
export async function isChatTaken(db: Kysely<Database>, chatId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('two_fa_tokens')
    .select('id')
    .where('type', '=', 'TELEGRAM')
    .where('active', '=', 1)
    .where('data', '=', chatId)
    .where('user_id', '!=', userId)
    .executeTakeFirst();
  return !!row;
}

/** A new pending method replaces the user's earlier pending one of the same type. */
export async function insertPendingTwoFactor(
  db: Kysely<Database>,
  token: Insertable<TwoFaTokensTable>,
): Promise<void> {
  await db
    .deleteFrom('two_fa_tokens')
    .where('user_id', '=', token.user_id)
    .where('type', '=', token.type)
    .where('active', '=', 0)
    .execute();
  await db.insertInto('two_fa_tokens').values(token).execute();
}

/** Pending → active, once; a unique index refuses a second active method (or a chat in use). */
export async function activateTwoFactor(db: Kysely<Database>, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('two_fa_tokens')
    .set({ active: 1, activated_at: now, expires_at: null })
    .where('id', '=', id)
    .where('active', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes one method (deactivation); true when it was there. */
export async function deleteTwoFactor(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('two_fa_tokens').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Removes every method of a user, pending or active (the operator's reset); returns the active types. */
export async function deleteUserTwoFactors(db: Kysely<Database>, userId: string): Promise<TTwoFaType[]> {
  const rows = await db
    .deleteFrom('two_fa_tokens')
    .where('user_id', '=', userId)
    .returning(['type', 'active'])
    .execute();
  return rows.filter((r) => r.active === 1).map((r) => r.type);
}

/**
 * Records that the TOTP of `step` was used — only if no later or equal step was: of two uses of one
 * code (a replay, or two requests at once) exactly one gets `true`.
 */
export async function claimTotpStep(db: Kysely<Database>, id: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('two_fa_tokens')
    .set({ last_totp_step: step })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_totp_step', 'is', null), eb('last_totp_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
