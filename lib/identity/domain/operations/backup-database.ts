import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';

import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';

export type BackupResult = { kind: 'sqlite'; file: string; bytes: number } | { kind: 'postgres' };

/**
 * An online copy of the SQLite database (`VACUUM INTO`: one consistent snapshot while the server keeps
 * writing, through the connection already open — no second database object, see create-database.ts),
 * owner-only like the original since it holds password hashes. PostgreSQL is pg_dump's job:
 * the answer says so and copies nothing. An existing file is never overwritten.
 */
export async function backupDatabase(ctx: IdentityContext, target: string): Promise<BackupResult> {
  if (ctx.dialect === 'postgres') return { kind: 'postgres' };
  const file = path.resolve(target);
  if (fs.existsSync(file)) {
    throw new IdentityError('invalid_request', { description: `${file} exists; choose a new file` });
  }
  try {
    // Created owner-only first: SQLite writes into the empty file and never widens its mode.
    fs.writeFileSync(file, '', { mode: 0o600, flag: 'wx' });
    await sql`VACUUM INTO ${file}`.execute(ctx.db);
  } catch (error) {
    fs.rmSync(file, { force: true });
    throw error;
  }
  return { kind: 'sqlite', file, bytes: fs.statSync(file).size };
}
