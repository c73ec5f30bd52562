import type { Insertable, Kysely, Selectable } from 'kysely';

import type { Database, QrLoginsTable } from '../database-types';

export type QrLogin = Selectable<QrLoginsTable>;

export function insertQrLogin(db: Kysely<Database>, qr: Insertable<QrLoginsTable>): Promise<unknown> {
  return db.insertInto('qr_logins').values(qr).execute();
}

export function findQrLogin(db: Kysely<Database>, payloadHash: string): Promise<QrLogin | undefined> {
  return db.selectFrom('qr_logins').selectAll().where('payload_hash', '=', payloadHash).executeTakeFirst();
}

/** A logged-in device approves a live, unapproved payload; true only for the one that did. */
export async function approveQrLogin(
  db: Kysely<Database>,
  payloadHash: string,
  userId: string,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('qr_logins')
    .set({ approved_by: userId, approved_at: now })
    .where('payload_hash', '=', payloadHash)
    .where('approved_at', 'is', null)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Spends an approved payload for the browser that created it; of concurrent polls exactly one wins. */
export function consumeQrLogin(
  db: Kysely<Database>,
  payloadHash: string,
  browserHash: string,
  clientId: string,
  now: number,
): Promise<{ approved_by: string | null; application: string | null } | undefined> {
  return db
    .updateTable('qr_logins')
    .set({ used_at: now })
    .where('payload_hash', '=', payloadHash)
    .where('browser_hash', '=', browserHash)
    .where('client_id', '=', clientId)
    .where('approved_at', 'is not', null)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['approved_by', 'application'])
    .executeTakeFirst();
}

export async function deleteExpiredQrLogins(db: Kysely<Database>, before: number): Promise<void> {
  await db.deleteFrom('qr_logins').where('expires_at', '<', before).execute();
}

/** Spends every QR login a user approved that no browser collected yet (the user was signed out everywhere). */
export async function voidApprovedQrLogins(db: Kysely<Database>, userId: string, now: number): Promise<void> {
  await db
    .updateTable('qr_logins')
    .set({ used_at: now })
    .where('approved_by', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
