import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Passkeys and recovery codes (issue 21). A passkey is a WebAuthn credential (its public key, never a
 * secret); a ceremony's challenge is kept until it is spent once, bound to the account that asked
 * (registration) or to the browser that asked (sign-in). Recovery codes are stored only as keyed
 * hashes (HMAC-SHA256 with a key derived from SESSION_SECRET), so a copy of the database alone cannot
 * test guesses. Portable types only, as in 0001.
 */
export const passkeysMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('passkeys')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('public_key', 'text', (c) => c.notNull())
      .addColumn('counter', 'bigint', (c) => c.notNull())
      .addColumn('transports', 'text')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_used_at', 'bigint')
      .execute();
    await db.schema.createIndex('passkeys_user').on('passkeys').column('user_id').execute();

    await db.schema
      .createTable('passkey_challenges')
      .addColumn('challenge_hash', 'text', (c) => c.primaryKey())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text')
      .addColumn('browser_hash', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('passkey_challenges_expiry')
      .on('passkey_challenges')
      .column('expires_at')
      .execute();

    await db.schema
      .createTable('recovery_codes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('recovery_codes_user_hash')
      .on('recovery_codes')
      .columns(['user_id', 'code_hash'])
      .unique()
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('recovery_codes').ifExists().execute();
    await db.schema.dropTable('passkey_challenges').ifExists().execute();
    await db.schema.dropTable('passkeys').ifExists().execute();
  },
};
