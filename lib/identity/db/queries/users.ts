import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';

import type { Database, UsersTable } from '../database-types';

export type User = Selectable<UsersTable>;

export function insertUser(db: Kysely<Database>, user: Insertable<UsersTable>): Promise<unknown> {
  return db.insertInto('users').values(user).execute();
}

export function findUserByEmailKey(db: Kysely<Database>, emailKey: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('email_key', '=', emailKey).executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByInviteCode(db: Kysely<Database>, inviteCode: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('invite_code', '=', inviteCode).executeTakeFirst();
}

/** Sets a new password hash (the caller also clears the login guard: a new password unlocks). */
export async function setPassword(
  db: Kysely<Database>,
  id: string,
  passwordHash: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, password_reset_required: 0, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Replaces an imported hash by ours unless the password changed meanwhile (then the newer one stands). */
export async function upgradePasswordHash(
  db: Kysely<Database>,
  id: string,
  oldHash: string,
  newHash: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: newHash })
    .where('id', '=', id)
    .where('password_hash', '=', oldHash)
    .execute();
}

export async function setUserSponsor(db: Kysely<Database>, id: string, sponsorId: string): Promise<void> {
  await db.updateTable('users').set({ sponsor_id: sponsorId }).where('id', '=', id).execute();
}

export async function markEmailConfirmed(db: Kysely<Database>, id: string, now: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_confirmed_at: now, updated_at: now })
    .where('id', '=', id)
    .where('email_confirmed_at', 'is', null)
    .execute();
}

export function listUsersByEmailPrefix(
  db: Kysely<Database>,
  emailKeyPrefix: string,
  limit: number,
): Promise<User[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email_key', 'like', `${emailKeyPrefix.replace(/[%_\\]/g, '')}%`)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** SPEC §3 Profile `verified`: kept in step with the passport and address decisions. */
export async function setUserVerified(db: Kysely<Database>, id: string, verified: boolean, now: number) {
  await db
    .updateTable('users')
    .set({ verified: verified ? 1 : 0, updated_at: now })
    .where('id', '=', id)
    .where('verified', '=', verified ? 0 : 1)
    .execute();
}

export async function setUserSelfieRequired(
  db: Kysely<Database>,
  id: string,
  required: boolean,
  now: number,
) {
  await db
    .updateTable('users')
    .set({ selfie_required: required ? 1 : 0, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Whether any account still has a password hash not starting with `currentPrefix` (an imported one). */
export async function anyPasswordHashOtherThan(
  db: Kysely<Database>,
  currentPrefix: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`substr(password_hash, 1, ${currentPrefix.length})`, '<>', currentPrefix)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Suspends (`at`) or reinstates (null) an account; false when it already was in that state. */
export async function setUserSuspended(
  db: Kysely<Database>,
  id: string,
  at: number | null,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ suspended_at: at })
    .where('id', '=', id)
    .where('suspended_at', at === null ? 'is not' : 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
