import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { createDatabase } from '../../lib/identity/db/create-database';
import { createTestSchema } from './server';

export type DatabaseTarget = () => Promise<{
  options: Parameters<typeof createDatabase>[0];
  cleanup(): Promise<void>;
}>;

/**
 * The databases a storage test runs on, for `describe.each`: SQLite in a fresh folder, and PostgreSQL in a
 * fresh schema when TEST_DATABASE_URL is set.
 */
export function databaseTargets(): [string, DatabaseTarget][] {
  const targets: [string, DatabaseTarget][] = [
    [
      'sqlite',
      async () => {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passport-db-'));
        return {
          options: { dataDir },
          cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
        };
      },
    ],
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    targets.push([
      'postgres',
      async () => {
        const schema = await createTestSchema(url);
        return { options: { url, schema: schema.schema, dataDir: os.tmpdir() }, cleanup: schema.drop };
      },
    ]);
  }
  return targets;
}
