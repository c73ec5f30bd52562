import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';

import { migrationProvider } from './migrations';

const MAX_ATTEMPTS = 8;
const RETRY_DELAY_MS = 150;

/**
 * Applies pending migrations. Two processes starting together may collide (SQLite's write lock,
 * PostgreSQL's catalog on `CREATE TABLE IF NOT EXISTS`): the loser retries and then finds nothing to do.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrationTableSchema = await postgresSchema(db);
  let lastError: unknown;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const { error, results } = await new Migrator({
      db,
      provider: migrationProvider,
      // Features land from parallel branches; a database that ran a later number first still takes an earlier one.
      allowUnorderedMigrations: true,
      migrationTableSchema,
    }).migrateToLatest();
    if (!error) return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
    lastError = error;
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * attempt));
  }
  throw lastError instanceof Error ? lastError : new Error(`Migration failed: ${String(lastError)}`);
}

/**
 * PostgreSQL: the schema the service works in. Without it the migrator takes another schema's
 * migration tables (another install, a parallel test run) for its own and fails on a fresh one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
async function postgresSchema(db: Kysely<any>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}
