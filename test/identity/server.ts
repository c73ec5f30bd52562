import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

import { resetEnvForTests } from '../../lib/env';
import { closeIdentity } from '../../lib/identity/identity-context';
import { createIdentityHttpServer } from './node-adapter';

export type TestBackend = 'sqlite' | 'postgres';

export type IdentityTestServer = {
  baseUrl: string;
  dataDir: string;
  backend: TestBackend;
  clientId: string;
  clientSecret: string;
  /** Whether this process runs the service (false with IDENTITY_BASE_URL): in-process hooks work only then. */
  inProcess: boolean;
  close(): Promise<void>;
};

export const TEST_CLIENT_ID = 'passport-portal';
export const TEST_CLIENT_SECRET = 'test-client-secret-0123456789abcdef';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set; only the external server with IDENTITY_BASE_URL. */
export function testBackends(): TestBackend[] {
  if (process.env.IDENTITY_BASE_URL) return [isPostgres(process.env.DATABASE_URL) ? 'postgres' : 'sqlite'];
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

function isPostgres(url: string | undefined): boolean {
  return !!url && url.startsWith('postgres');
}

/** A fresh schema of its own for one test run; dropped by the returned function. */
export async function createTestSchema(url: string): Promise<{ schema: string; drop(): Promise<void> }> {
  const schema = `passport_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.end();
  return {
    schema,
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await c.end();
    },
  };
}

export type StartOptions = { backend?: TestBackend; env?: Record<string, string | undefined> };

/** The environment a test server runs with: a throwaway DATA_DIR and, for PostgreSQL, a schema of its own. */
export async function testServerEnv(backend: TestBackend, dataDir: string) {
  const env: Record<string, string | undefined> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    OAUTH_CLIENT_ID: TEST_CLIENT_ID,
    OAUTH_CLIENT_SECRET: TEST_CLIENT_SECRET,
    SESSION_SECRET: 'test-session-secret-0123456789abcdefghijkl',
    APP_URL: 'http://portal.test',
    DATABASE_URL: undefined,
    DATABASE_SCHEMA: undefined,
    REDIS_URL: undefined,
    SMTP_URL: undefined,
    RECAPTCHA_SECRET_KEY: undefined,
    RECAPTCHA_SITE_KEY: undefined,
    REGISTRATION_WITHOUT_REFERRAL: 'true',
  };
  let drop = async () => {};
  if (backend === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const schema = await createTestSchema(url);
    env.DATABASE_URL = url;
    env.DATABASE_SCHEMA = schema.schema;
    drop = schema.drop;
  }
  return { env, drop };
}

function applyEnv(values: Record<string, string | undefined>): Record<string, string | undefined> {
  const previous: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(values)) {
    previous[key] = process.env[key];
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvForTests();
  return previous;
}

/** Starts the identity service on a random port in this process (or points at IDENTITY_BASE_URL). */
export async function startIdentityServer(options: StartOptions = {}): Promise<IdentityTestServer> {
  const backend = options.backend ?? 'sqlite';
  if (process.env.IDENTITY_BASE_URL) {
    return {
      baseUrl: process.env.IDENTITY_BASE_URL.replace(/\/$/, ''),
      dataDir: process.env.IDENTITY_DATA_DIR ?? '',
      backend,
      clientId: process.env.OAUTH_CLIENT_ID ?? TEST_CLIENT_ID,
      clientSecret: process.env.OAUTH_CLIENT_SECRET ?? TEST_CLIENT_SECRET,
      inProcess: false,
      close: async () => {},
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passport-identity-'));
  const { env, drop } = await testServerEnv(backend, dataDir);
  await closeIdentity();
  const previous = applyEnv({ ...env, ...options.env });
  const server: http.Server = createIdentityHttpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    backend,
    clientId: TEST_CLIENT_ID,
    clientSecret: TEST_CLIENT_SECRET,
    inProcess: true,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeIdentity();
      applyEnv(previous);
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
