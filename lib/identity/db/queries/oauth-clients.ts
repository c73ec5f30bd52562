import type { Kysely, Selectable } from 'kysely';

import type { Database, OAuthClientsTable } from '../database-types';

export type OAuthClient = Selectable<OAuthClientsTable>;

export function findOAuthClient(db: Kysely<Database>, id: string): Promise<OAuthClient | undefined> {
  return db.selectFrom('oauth_clients').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findOAuthClientsByName(db: Kysely<Database>, name: string): Promise<OAuthClient[]> {
  return db.selectFrom('oauth_clients').selectAll().where('name', '=', name).execute();
}

export function insertOAuthClient(db: Kysely<Database>, client: OAuthClient): Promise<unknown> {
  return db.insertInto('oauth_clients').values(client).execute();
}

export async function setOAuthClientSecretHash(
  db: Kysely<Database>,
  id: string,
  secretHash: string,
): Promise<boolean> {
  const result = await db
    .updateTable('oauth_clients')
    .set({ secret_hash: secretHash })
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
): Promise<Pick<OAuthClient, 'id' | 'name' | 'created_at' | 'product_group'>[]> {
  return db
    .selectFrom('oauth_clients')
    .select(['id', 'name', 'created_at', 'product_group'])
    .orderBy('created_at')
    .execute();
}
