import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The security centre (issue 22). A portal session is a device the owner can see and sign out: it gets a
 * public id (the token's hash never leaves the service), the browser's User-Agent, a coarse network
 * (never the full address), how it signed in and when it was last used. Every sign-in, and every failed
 * attempt at a known account, goes to a history the owner reads. An owner who answers a new-device
 * alert with "Not me" must choose a new password before signing in again. Portable types only, as in 0001.
 */
export const securityCentreMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('access_tokens').addColumn('session_id', 'text').execute();
    await db.schema.alterTable('access_tokens').addColumn('user_agent', 'text').execute();
    await db.schema.alterTable('access_tokens').addColumn('place', 'text').execute();
    await db.schema.alterTable('access_tokens').addColumn('sign_in_method', 'text').execute();
    await db.schema.alterTable('access_tokens').addColumn('last_seen_at', 'bigint').execute();
    await db.schema
      .createIndex('access_tokens_session_id')
      .on('access_tokens')
      .column('session_id')
      .unique()
      .execute();

    await db.schema
      .createTable('sign_in_history')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('method', 'text')
      .addColumn('user_agent', 'text')
      .addColumn('place', 'text')
      .execute();
    await db.schema
      .createIndex('sign_in_history_user_at')
      .on('sign_in_history')
      .columns(['user_id', 'at'])
      .execute();
    // "Not me" on a new-device alert: the next sign-in must set a new password first.
    await db.schema
      .alterTable('users')
      .addColumn('password_reset_required', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('users').dropColumn('password_reset_required').execute();
    await db.schema.dropTable('sign_in_history').ifExists().execute();
    await db.schema.dropIndex('access_tokens_session_id').ifExists().execute();
    for (const column of ['last_seen_at', 'sign_in_method', 'place', 'user_agent', 'session_id']) {
      await db.schema.alterTable('access_tokens').dropColumn(column).execute();
    }
  },
};
