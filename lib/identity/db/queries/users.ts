import type { Insertable, Kysely, Selectable } from 'kysely';

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

/** Counts a failed login; returns the new consecutive-failure count. */
export async function recordFailedLogin(
  db: Kysely<Database>,
  id: string,
  lockAfter: number,
  now: number,
): Promise<number> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .returning('failed_logins')
    .executeTakeFirst();
  const failures = row?.failed_logins ?? 0;
  if (failures >= lockAfter) {
    await db
      .updateTable('users')
      .set({ locked_at: now })
      .where('id', '=', id)
      .where('locked_at', 'is', null)
      .execute();
  }
  return failures;
}

export async function clearFailedLogins(db: Kysely<Database>, id: string, now: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ failed_logins: 0, updated_at: now })
    .where('id', '=', id)
    .where('failed_logins', '>', 0)
    .execute();
}

/** A new password also unlocks the account (SPEC: locked until a password reset). */
export async function setPassword(
  db: Kysely<Database>,
  id: string,
  passwordHash: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, failed_logins: 0, locked_at: null, updated_at: now })
    .where('id', '=', id)
    .execute();
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
