import type { Kysely, Selectable } from 'kysely';

import type { Database, TrustedDevicesTable } from '../database-types';

export type TrustedDevice = Selectable<TrustedDevicesTable>;

export function insertTrustedDevice(db: Kysely<Database>, device: TrustedDevice): Promise<unknown> {
  return db.insertInto('trusted_devices').values(device).execute();
}

export function findTrustedDevice(
  db: Kysely<Database>,
  tokenHash: string,
  now: number,
): Promise<TrustedDevice | undefined> {
  return db
    .selectFrom('trusted_devices')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Counts a failure against the device's own budget; returns the new count. */
export async function countDeviceFailure(db: Kysely<Database>, tokenHash: string): Promise<number> {
  const row = await db
    .updateTable('trusted_devices')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('token_hash', '=', tokenHash)
    .returning('failures')
    .executeTakeFirst();
  return row?.failures ?? Number.POSITIVE_INFINITY;
}

export async function forgetTrustedDevice(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom('trusted_devices').where('token_hash', '=', tokenHash).execute();
}

/** A new password forgets every device that knew the old one. */
export async function forgetUserDevices(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('trusted_devices').where('user_id', '=', userId).execute();
}
