import type { Migration, MigrationProvider } from 'kysely/migration';

import { initialMigration } from './0001-initial';
import { documentsMigration } from './0003-documents';

/** Every migration, in order. Listed statically so a bundled server needs no directory scan. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initialMigration,
  '0003-documents': documentsMigration,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
