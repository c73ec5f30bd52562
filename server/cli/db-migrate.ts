/**
 * `npm run db:migrate` — applies the identity service's migrations to the configured database
 * (DATABASE_URL / DATABASE_SCHEMA, else the SQLite file in DATA_DIR). The server also migrates on
 * first use; this lets an operator do it ahead of a deploy.
 */
import { env } from '../../lib/env';
import { createDatabase } from '../../lib/identity/db/create-database';
import { migrateToLatest } from '../../lib/identity/db/migrate-to-latest';

async function main(): Promise<void> {
  const e = env();
  const { db, dialect } = createDatabase({
    url: e.DATABASE_URL,
    schema: e.DATABASE_SCHEMA,
    dataDir: e.DATA_DIR,
  });
  try {
    const applied = await migrateToLatest(db);
    console.log(
      applied.length ? `${dialect}: applied ${applied.join(', ')}` : `${dialect}: already up to date`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
