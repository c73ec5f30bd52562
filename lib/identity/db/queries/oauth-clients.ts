import type { Insertable, Kysely, Selectable } from 'kysely';

import type { Database, OAuthClientsTable } from '../database-types';

export type OAuthClient = Selectable<OAuthClientsTable>;

export function findOAuthClient(db: Kysely<Database>, id: string): Promise<OAuthClient | undefined> {
  return db.selectFrom('oauth_clients').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findOAuthClientsByName(db: Kysely<Database>, name: string): Promise<OAuthClient[]> {
  return db.selectFrom('oauth_clients').selectAll().where('name', '=', name).execute();
}

export function insertOAuthClient(
  db: Kysely<Database>,
  client: Insertable<OAuthClientsTable>,
): Promise<unknown> {
  return db.insertInto('oauth_clients').values(client).execute();
}

/**
 * A new secret; the one it replaces stays accepted until `previousExpiresAt` (ms), so every replica of
 * a product can switch in its own time (a deadline in the past ends it at once).
 */
export async function setOAuthClientSecretHash(
  db: Kysely<Database>,
  id: string,
  secretHash: string,
  previous: { hash: string; expiresAt: number } | null,
): Promise<boolean> {
  const result = await db
    .updateTable('oauth_clients')
    .set({
      secret_hash: secretHash,
      previous_secret_hash: previous?.hash ?? null,
      previous_secret_expires_at: previous?.expiresAt ?? null,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteOAuthClient(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('oauth_clients').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export function listOAuthClients(
  db: Kysely<Database>,
): Promise<
  Pick<OAuthClient, 'id' | 'name' | 'created_at' | 'product_group' | 'previous_secret_expires_at'>[]
> {
  return db
    .selectFrom('oauth_clients')
    .select(['id', 'name', 'created_at', 'product_group', 'previous_secret_expires_at'])
    .orderBy('created_at')
    .execute();
}
