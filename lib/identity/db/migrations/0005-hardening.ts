import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A linked product's token names the portal session it was minted from (logging out revokes both); a
 * QR login keeps the address that asked for it, to show on the approving phone.
 */
export const hardeningMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('access_tokens').addColumn('parent_hash', 'text').execute();
    await db.schema
      .createIndex('access_tokens_parent_hash')
      .on('access_tokens')
      .column('parent_hash')
      .execute();
    await db.schema.alterTable('qr_logins').addColumn('requester_address', 'text').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('qr_logins').dropColumn('requester_address').execute();
    await db.schema.dropIndex('access_tokens_parent_hash').execute();
    await db.schema.alterTable('access_tokens').dropColumn('parent_hash').execute();
  },
};
