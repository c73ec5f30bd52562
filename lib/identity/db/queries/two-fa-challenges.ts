import type { Insertable, Kysely, Selectable } from 'kysely';

import type { TTwoFaType } from '../../../schemas/oauth';
import type { Database, TwoFaChallengesTable, TwoFaPurpose } from '../database-types';

export type TwoFaChallenge = Selectable<TwoFaChallengesTable>;

export function insertChallenge(
  db: Kysely<Database>,
  challenge: Insertable<TwoFaChallengesTable>,
): Promise<unknown> {
  return db.insertInto('two_fa_challenges').values(challenge).execute();
}

/** The newest live (unused, unexpired) challenge of a purpose, for a method or a half token. */
export function findLiveChallenge(
  db: Kysely<Database>,
  where: { userId: string; purpose: TwoFaPurpose; tokenId?: string; sessionHash?: string },
  now: number,
): Promise<TwoFaChallenge | undefined> {
  let query = db
    .selectFrom('two_fa_challenges')
    .selectAll()
    .where('user_id', '=', where.userId)
    .where('purpose', '=', where.purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now);
  if (where.tokenId) query = query.where('token_id', '=', where.tokenId);
  if (where.sessionHash) query = query.where('session_hash', '=', where.sessionHash);
  return query.orderBy('created_at', 'desc').executeTakeFirst();
}

/** The newest challenge of a purpose, method type and budget (for the one-minute rule). */
export function findLastChallenge(
  db: Kysely<Database>,
  userId: string,
  purpose: TwoFaPurpose,
  type: TTwoFaType,
  budget: string,
): Promise<TwoFaChallenge | undefined> {
  return db
    .selectFrom('two_fa_challenges')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('type', '=', type)
    .where('budget', '=', budget)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/** Codes sent to a user from one budget since `since`, whatever they were for (the daily cap). */
export async function countSentCodesSince(
  db: Kysely<Database>,
  userId: string,
  budget: string,
  since: number,
): Promise<number> {
  const row = await db
    .selectFrom('two_fa_challenges')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('budget', '=', budget)
    .where('code_hash', 'is not', null)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Takes one try of a live challenge before its code is compared: one statement, so concurrent tries
 * never add up to more than `maxAttempts`. Returns the try's number, or null when none is left.
 */
export async function claimChallengeAttempt(
  db: Kysely<Database>,
  id: string,
  maxAttempts: number,
  now: number,
): Promise<number | null> {
  const row = await db
    .updateTable('two_fa_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('attempts')
    .executeTakeFirst();
  return row ? row.attempts : null;
}

/** Spends a challenge, once. */
export async function spendChallenge(db: Kysely<Database>, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('two_fa_challenges')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A login code outlives a half token voided by a newer login: it moves to the new one. */
export async function moveLoginChallenge(
  db: Kysely<Database>,
  id: string,
  sessionHash: string,
): Promise<void> {
  await db.updateTable('two_fa_challenges').set({ session_hash: sessionHash }).where('id', '=', id).execute();
}

/** Ends every open challenge of a user (the method they belong to is gone). */
export async function closeUserChallenges(db: Kysely<Database>, userId: string, now: number): Promise<void> {
  await db
    .updateTable('two_fa_challenges')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
