import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';

import { sqliteFile } from '../../db/create-database';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';

export type BackupResult = { kind: 'sqlite'; file: string; bytes: number } | { kind: 'postgres' };

/**
 * An online copy of the SQLite database (SQLite's backup API: consistent while the server keeps
 * writing), owner-only like the original since it holds password hashes. PostgreSQL is pg_dump's job:
 * the answer says so and copies nothing. An existing file is never overwritten.
 */
export async function backupDatabase(ctx: IdentityContext, target: string): Promise<BackupResult> {
  if (ctx.dialect === 'postgres') return { kind: 'postgres' };
  const file = path.resolve(target);
  if (fs.existsSync(file)) {
    throw new IdentityError('invalid_request', { description: `${file} exists; choose a new file` });
  }
  const source = new BetterSqlite3(sqliteFile(ctx.config.dataDir), { fileMustExist: true, timeout: 10_000 });
  try {
    // Created owner-only first: the backup writes into it and never widens its mode.
    fs.writeFileSync(file, '', { mode: 0o600, flag: 'wx' });
    await source.backup(file);
  } catch (error) {
    fs.rmSync(file, { force: true });
    throw error;
  } finally {
    source.close();
  }
  return { kind: 'sqlite', file, bytes: fs.statSync(file).size };
}
