import type { Insertable, Kysely, Selectable } from 'kysely';

import type { Database, PasskeyChallengesTable, PasskeysTable } from '../database-types';

export type Passkey = Selectable<PasskeysTable>;

export function insertPasskey(db: Kysely<Database>, passkey: Insertable<PasskeysTable>): Promise<unknown> {
  return db.insertInto('passkeys').values(passkey).execute();
}

export function findPasskey(db: Kysely<Database>, id: string): Promise<Passkey | undefined> {
  return db.selectFrom('passkeys').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listPasskeys(db: Kysely<Database>, userId: string): Promise<Passkey[]> {
  return db
    .selectFrom('passkeys')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/**
 * Records a sign-in with the passkey; the counter moves only forward, so of two replays of one
 * assertion racing each other at most one passes (a counter of 0 means the authenticator keeps none).
 */
export async function recordPasskeyUse(
  db: Kysely<Database>,
  passkey: { id: string; counter: number },
  newCounter: number,
  now: number,
): Promise<boolean> {
  let update = db
    .updateTable('passkeys')
    .set({ counter: newCounter, last_used_at: now })
    .where('id', '=', passkey.id)
    .where('counter', '=', passkey.counter);
  if (newCounter === 0) update = update.where('counter', '=', 0);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function renamePasskey(
  db: Kysely<Database>,
  userId: string,
  id: string,
  name: string,
): Promise<boolean> {
  const result = await db
    .updateTable('passkeys')
    .set({ name })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deletePasskey(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('passkeys')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function insertPasskeyChallenge(
  db: Kysely<Database>,
  challenge: Insertable<PasskeyChallengesTable>,
): Promise<void> {
  // Expired challenges are of no use to anyone: swept as new ones come.
  await db.deleteFrom('passkey_challenges').where('expires_at', '<', challenge.created_at).execute();
  await db.insertInto('passkey_challenges').values(challenge).execute();
}

/**
 * Spends a live challenge of this purpose and binding; of concurrent uses exactly one gets the row,
 * so a replayed ceremony finds nothing.
 */
export function spendPasskeyChallenge(
  db: Kysely<Database>,
  where: {
    challengeHash: string;
    purpose: 'register' | 'authenticate';
    userId?: string;
    browserHash?: string;
  },
  now: number,
): Promise<{ challenge_hash: string } | undefined> {
  let update = db
    .updateTable('passkey_challenges')
    .set({ used_at: now })
    .where('challenge_hash', '=', where.challengeHash)
    .where('purpose', '=', where.purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now);
  if (where.userId !== undefined) update = update.where('user_id', '=', where.userId);
  if (where.browserHash !== undefined) update = update.where('browser_hash', '=', where.browserHash);
  return update.returning(['challenge_hash']).executeTakeFirst();
}
