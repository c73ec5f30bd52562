import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Two-factor authentication: pending and active methods (`two_fa_tokens`, from 0001), the codes and
 * tries of each confirmation (`two_fa_challenges`), and what happened to an account's security
 * (`security_events`). Portable types only, as in 0001.
 */
export const twoFactorMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('two_fa_tokens')
      .addColumn('expires_at', 'bigint') // a pending (not yet confirmed) method; null once active
      .execute();
    await db.schema
      .alterTable('two_fa_tokens')
      .addColumn('last_totp_step', 'bigint') // the newest accepted TOTP step: a code counts once
      .execute();
    // One active second factor per account, and one account per Telegram chat — held by the
    // database, so two concurrent confirmations cannot both win.
    await db.schema
      .createIndex('two_fa_tokens_one_active')
      .on('two_fa_tokens')
      .column('user_id')
      .unique()
      .where(sql.ref('active'), '=', 1)
      .execute();
    await db.schema
      .createIndex('two_fa_tokens_telegram_chat')
      .on('two_fa_tokens')
      .column('data')
      .unique()
      .where((eb) => eb.and([eb(sql.ref('type'), '=', 'TELEGRAM'), eb(sql.ref('active'), '=', 1)]))
      .execute();

    await db.schema
      .createTable('two_fa_challenges')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('token_id', 'text')
      .addColumn('session_hash', 'text')
      .addColumn('destination', 'text')
      .addColumn('code_hash', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('two_fa_challenges_user_purpose')
      .on('two_fa_challenges')
      .columns(['user_id', 'purpose'])
      .execute();
    await db.schema
      .createIndex('two_fa_challenges_session')
      .on('two_fa_challenges')
      .column('session_hash')
      .execute();

    await db.schema
      .createTable('security_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('detail', 'text')
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('security_events_user_id').on('security_events').column('user_id').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('security_events').ifExists().execute();
    await db.schema.dropTable('two_fa_challenges').ifExists().execute();
    await db.schema.dropIndex('two_fa_tokens_telegram_chat').ifExists().execute();
    await db.schema.dropIndex('two_fa_tokens_one_active').ifExists().execute();
    await db.schema.alterTable('two_fa_tokens').dropColumn('last_totp_step').execute();
    await db.schema.alterTable('two_fa_tokens').dropColumn('expires_at').execute();
  },
};
