import type { Migration, MigrationProvider } from 'kysely/migration';

import { initialMigration } from './0001-initial';
import { twoFactorMigration } from './0002-two-factor';

/** Every migration, in order. Listed statically so a bundled server needs no directory scan. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initialMigration,
  '0002-two-factor': twoFactorMigration,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
