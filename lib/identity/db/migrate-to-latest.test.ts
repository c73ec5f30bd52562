import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { createTestSchema } from '../../../test/identity/server';
import { createDatabase } from './create-database';
import { migrateToLatest } from './migrate-to-latest';
import { migrationProvider } from './migrations';

const targets: [
  string,
  () => Promise<{ options: Parameters<typeof createDatabase>[0]; cleanup(): Promise<void> }>,
][] = [
  [
    'sqlite',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passport-migrate-'));
      return {
        options: { dataDir },
        cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
      };
    },
  ],
];
if (process.env.TEST_DATABASE_URL) {
  const url = process.env.TEST_DATABASE_URL;
  targets.push([
    'postgres',
    async () => {
      const schema = await createTestSchema(url);
      return { options: { url, schema: schema.schema, dataDir: os.tmpdir() }, cleanup: schema.drop };
    },
  ]);
}

describe.each(targets)('migrateToLatest (%s)', (_name, setup) => {
  it('is safe when several processes start together, and idempotent', async () => {
    const { options, cleanup } = await setup();
    const instances = [createDatabase(options), createDatabase(options), createDatabase(options)];
    try {
      const applied = await Promise.all(instances.map(({ db }) => migrateToLatest(db)));
      // Every migration once, whichever process applied it.
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
