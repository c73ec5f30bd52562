// Run by sqlite-lifetime.test.ts in a process of its own: the service's SQLite life cycle (open, migrate,
// query, close, several times), then many collections. Exits 0 and says so when nothing crashed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';

import { createDatabase } from './create-database';
import { migrateToLatest } from './migrate-to-latest';

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passport-sqlite-lifetime-'));
  try {
    for (let round = 0; round < 3; round++) {
      const { db } = createDatabase({ dataDir });
      await migrateToLatest(db);
      await sql`select count(*) as n from users`.execute(db);
      await db.destroy();
    }
    // Garbage enough for many collections, as a server makes in its first minutes.
    for (let round = 0; round < 60; round++) {
      let junk: object[] | null = [];
      for (let i = 0; i < 100_000; i++) junk.push({ i, text: `x${i}` });
      junk = null;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    console.log('survived');
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
