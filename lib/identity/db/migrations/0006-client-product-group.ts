import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * An operator's OAuth client may be bound to one product group: its tokens name that group, and its
 * check_token sees only tokens of that group (null: an unbound client, as every client was before).
 */
export const clientProductGroupMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('oauth_clients').addColumn('product_group', 'text').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('oauth_clients').dropColumn('product_group').execute();
  },
};
