import type { Kysely, Selectable } from 'kysely';

import type { Database, OAuthClientsTable } from '../database-types';

export type OAuthClient = Selectable<OAuthClientsTable>;

export function findOAuthClient(db: Kysely<Database>, id: string): Promise<OAuthClient | undefined> {
  return db.selectFrom('oauth_clients').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertOAuthClient(db: Kysely<Database>, client: OAuthClient): Promise<unknown> {
  return db.insertInto('oauth_clients').values(client).execute();
}

export function listOAuthClients(
  db: Kysely<Database>,
): Promise<Pick<OAuthClient, 'id' | 'name' | 'created_at'>[]> {
  return db.selectFrom('oauth_clients').select(['id', 'name', 'created_at']).orderBy('created_at').execute();
}
