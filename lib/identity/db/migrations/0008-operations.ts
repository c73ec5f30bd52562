import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Operators' tools: a lasting trail of what operators did (`audit_log`, written by the server and the
 * admin CLI alike), suspended accounts, and a client's previous secret that keeps working until the
 * deadline the operator set when rotating it. Portable types only, as in 0001.
 */
export const operationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('event', 'text', (c) => c.notNull())
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text')
      .addColumn('request_id', 'text')
      .addColumn('visitor', 'text')
      .addColumn('details', 'text')
      .execute();
    await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
    await db.schema.createIndex('audit_log_account').on('audit_log').columns(['account_id', 'at']).execute();
    await db.schema.createIndex('audit_log_event').on('audit_log').columns(['event', 'at']).execute();
    await db.schema.alterTable('users').addColumn('suspended_at', 'bigint').execute();
    await db.schema.alterTable('oauth_clients').addColumn('previous_secret_hash', 'text').execute();
    await db.schema.alterTable('oauth_clients').addColumn('previous_secret_expires_at', 'bigint').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('oauth_clients').dropColumn('previous_secret_expires_at').execute();
    await db.schema.alterTable('oauth_clients').dropColumn('previous_secret_hash').execute();
    await db.schema.alterTable('users').dropColumn('suspended_at').execute();
    await db.schema.dropTable('audit_log').ifExists().execute();
  },
};
