import fs from 'node:fs';
import path from 'node:path';
import { Migrator } from 'kysely/migration';

import { databaseTargets } from '../../../test/identity/database-targets';
import { createDatabase } from './create-database';
import { migrateToLatest } from './migrate-to-latest';
import { migrationProvider } from './migrations';

const targets = databaseTargets();

describe.each(targets)('migrateToLatest (%s)', (_name, setup) => {
  it('is safe when several processes start together, and idempotent', async () => {
    const { options, cleanup } = await setup();
    const instances = [createDatabase(options), createDatabase(options), createDatabase(options)];
    try {
      const applied = await Promise.all(instances.map(({ db }) => migrateToLatest(db)));
      // Each migration ran exactly once across the racing processes.
      expect(applied.flat().sort()).toEqual(Object.keys(await migrationProvider.getMigrations()).sort());
      expect(await migrateToLatest(instances[0]!.db)).toEqual([]);
      const { db } = instances[0]!;
      await db
        .insertInto('oauth_clients')
        .values({ id: 'c', name: 'c', secret_hash: 'h', created_at: Date.now() })
        .execute();
      const row = await db.selectFrom('oauth_clients').selectAll().executeTakeFirstOrThrow();
      expect(typeof row.created_at).toBe('number');
    } finally {
      await Promise.all(instances.map(({ db }) => db.destroy()));
      await cleanup();
    }
  });

  it('takes the newest migration down and up again', async () => {
    const { options, cleanup } = await setup();
    const { db } = createDatabase(options);
    try {
      await migrateToLatest(db);
      const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
      const down = await migrator.migrateDown();
      expect(down.error).toBeUndefined();
      expect(await migrateToLatest(db)).toContain(down.results?.[0]?.migrationName);
    } finally {
      await db.destroy();
      await cleanup();
    }
  });

  if (_name === 'sqlite') {
    it('keeps the SQLite file and its directory private', async () => {
      const { options, cleanup } = await setup();
      const dir = path.join(options.dataDir, 'nested');
      const { db } = createDatabase({ dataDir: dir });
      try {
        await migrateToLatest(db);
        expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
        expect(fs.statSync(path.join(dir, 'passport.sqlite')).mode & 0o777).toBe(0o600);
      } finally {
        await db.destroy();
        await cleanup();
      }
    });
  }
});
