import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import type pg from 'pg';

import { logger } from '../logger/logger';
import type { Database } from './database-types';

export type DatabaseOptions = {
  /** `postgres://…` selects PostgreSQL; anything else (or nothing) the SQLite file in `dataDir`. */
  url?: string;
  /** PostgreSQL schema to work in (its `search_path`); tests use one per run. */
  schema?: string;
  dataDir: string;
};

export type IdentityDatabase = {
  db: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
};

const SQLITE_FILE = 'passport.sqlite';
const SQLITE_BUSY_TIMEOUT_MS = 10_000; // another process may hold the write lock for a moment
const PG_POOL_SIZE = 10;
/**
 * better-sqlite3 12 on Node 24 (the image's line) crashes the process when the garbage collector frees
 * one of its objects — a Database or a Statement — because Node 24's ObjectWrap looks for its
 * environment outside any context then (13 moved to N-API but segfaults on Node 20, which these
 * machines run). So no such object is ever left to the collector: pragmas run through `exec` (no
 * statement object), a statement once prepared is kept for its connection's life, and a closed
 * database is kept, with its statements, for the process's. A server closes its one database at exit;
 * the objects kept are a few hundred small ones per database even in a test run that opens many.
 */
const RETIRED: unknown[] = [];
/** A database that does not answer a connect in this time is down: the request gets a 503, not a hang. */
const PG_CONNECT_TIMEOUT_MS = 5_000;
const PG_INT8_OID = 20;

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

export function createDatabase(options: DatabaseOptions): IdentityDatabase {
  if (isPostgresUrl(options.url))
    return { db: createPostgres(options.url, options.schema), dialect: 'postgres' };
  return { db: createSqlite(options.dataDir), dialect: 'sqlite' };
}

/** Where the SQLite database of `dataDir` lives. */
export function sqliteFile(dataDir: string): string {
  return path.join(dataDir, SQLITE_FILE);
}

function createSqlite(dataDir: string): Kysely<Database> {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = sqliteFile(dataDir);
  const sqlite = new BetterSqlite3(file, { timeout: SQLITE_BUSY_TIMEOUT_MS });
  fs.chmodSync(file, 0o600);
  sqlite.exec('PRAGMA journal_mode = WAL');
  // WAL + NORMAL survives a killed process; only an OS crash may lose the newest commits.
  sqlite.exec('PRAGMA synchronous = NORMAL');
  sqlite.exec('PRAGMA foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: reusingStatements(sqlite) }) });
}

/**
 * Kysely prepares every query's SQL afresh; preparing is a good part of a small query's time (the
 * performance issue: check_token runs two). A statement is prepared once per SQL text and reused:
 * Kysely's one SQLite connection runs one query at a time, so a statement is never in use twice. The
 * service's queries are a fixed set of a few hundred texts (values are parameters), and none is ever
 * dropped (RETIRED above says why).
 */
function reusingStatements(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => {
      sqlite.close();
      RETIRED.push(sqlite, statements);
    },
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

function createPostgres(url: string, schema: string | undefined): Kysely<Database> {
  if (schema && !/^[a-z_][a-z0-9_]*$/i.test(schema)) throw new Error('Invalid DATABASE_SCHEMA');
  // pg is loaded when the first query needs a connection: a server on SQLite never loads it (its
  // resident memory, about 4 MiB, is the performance issue's idle figure).
  const pool = async (): Promise<pg.Pool> => {
    const { default: pgModule } = await import('pg');
    const created = new pgModule.Pool({
      connectionString: url,
      max: PG_POOL_SIZE,
      connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
      // Epoch-millisecond bigints fit a JS number; read them as numbers like SQLite does.
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === PG_INT8_OID
            ? (value: string) => Number(value)
            : pgModule.types.getTypeParser(oid, format)) as typeof pgModule.types.getTypeParser,
      },
    });
    // An idle connection the server (or the network) drops is reported here; unheard, it would end the
    // process. The pool replaces it on the next checkout, so the service recovers by itself.
    created.on('error', (error) => logger().warn({ err: error.message }, 'database connection lost'));
    // A connection lost while checked out (between a transaction's statements) reports on the client
    // itself: its query fails and the pool drops it on release, so the event only needs a listener.
    created.on('connect', (client) => client.on('error', () => undefined));
    return created;
  };
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
