import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The temporary lock moves from the user row to a guard per e-mail key, which an unknown address has
 * too (no enumeration); a browser that signed in before holds a trusted-device token with its own budget.
 */
export const loginGuardMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('login_guards')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('lockouts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_until', 'bigint')
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('trusted_devices')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('trusted_devices_user_id').on('trusted_devices').column('user_id').execute();
    await db.schema.alterTable('users').dropColumn('failed_logins').execute();
    await db.schema.alterTable('users').dropColumn('locked_at').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('users').addColumn('locked_at', 'bigint').execute();
    await db.schema.dropTable('trusted_devices').execute();
    await db.schema.dropTable('login_guards').execute();
  },
};
