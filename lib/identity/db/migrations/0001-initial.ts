import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Portable types only (text, integer, bigint) so the same migration runs on SQLite and PostgreSQL. */
export const initialMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('email_key', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('nationality_id', 'text', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('application', 'text')
      .addColumn('invite_code', 'text', (c) => c.notNull().unique())
      .addColumn('sponsor_id', 'text')
      .addColumn('invite_blocked', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('selfie_required', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('email_confirmed_at', 'bigint')
      .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('access_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('client_id', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('two_fa_type', 'text')
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('application', 'text')
      .addColumn('otp_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint')
      .execute();
    await db.schema.createIndex('access_tokens_user_id').on('access_tokens').column('user_id').execute();

    await db.schema
      .createTable('codes')
      .addColumn('code_hash', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('application', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema.createIndex('codes_user_id_kind').on('codes').columns(['user_id', 'kind']).execute();

    await db.schema
      .createTable('qr_logins')
      .addColumn('payload_hash', 'text', (c) => c.primaryKey())
      .addColumn('client_id', 'text', (c) => c.notNull())
      .addColumn('application', 'text')
      .addColumn('browser_hash', 'text', (c) => c.notNull())
      .addColumn('user_agent', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('approved_by', 'text')
      .addColumn('approved_at', 'bigint')
      .addColumn('used_at', 'bigint')
      .execute();

    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text_body', 'text', (c) => c.notNull())
      .addColumn('html_body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
      .addColumn('locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('sent_at', 'bigint')
      .addColumn('last_error', 'text')
      .execute();
    await db.schema
      .createIndex('mail_outbox_pending')
      .on('mail_outbox')
      .columns(['sent_at', 'next_attempt_at'])
      .execute();

    await db.schema
      .createTable('oauth_clients')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('secret_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('captcha_uses')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('two_fa_tokens')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('data', 'text')
      .addColumn('secret', 'text')
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('activated_at', 'bigint')
      .execute();
    await db.schema.createIndex('two_fa_tokens_user_id').on('two_fa_tokens').column('user_id').execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'two_fa_tokens',
      'captcha_uses',
      'oauth_clients',
      'mail_outbox',
      'qr_logins',
      'codes',
      'access_tokens',
      'users',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
