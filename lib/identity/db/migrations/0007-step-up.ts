import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Security, second round. A session remembers when its holder last proved who they are (step-up); a
 * token says whether a linked product holds it (one minted from a session, or obtained by a client
 * bound to a product group); a half login remembers the trusted browser it came through; and each
 * second-factor code is counted against a daily budget of its own (the owner's trusted browser, other
 * logins, signed-in changes), so an attacker's logins cannot spend what the owner's browser needs.
 */
export const stepUpMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('access_tokens').addColumn('authenticated_at', 'bigint').execute();
    await db.schema
      .alterTable('access_tokens')
      .addColumn('product', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('access_tokens').addColumn('device_hash', 'text').execute();
    // Tokens already out: those minted for a product, and those a group-bound client obtained.
    await sql`UPDATE access_tokens SET product = 1 WHERE parent_hash IS NOT NULL OR client_id IN (
      SELECT id FROM oauth_clients WHERE product_group IS NOT NULL)`.execute(db);

    await db.schema
      .alterTable('two_fa_challenges')
      .addColumn('budget', 'text', (c) => c.notNull().defaultTo('account'))
      .execute();
    await sql`UPDATE two_fa_challenges SET budget = 'login' WHERE purpose = 'login'`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('two_fa_challenges').dropColumn('budget').execute();
    await db.schema.alterTable('access_tokens').dropColumn('device_hash').execute();
    await db.schema.alterTable('access_tokens').dropColumn('product').execute();
    await db.schema.alterTable('access_tokens').dropColumn('authenticated_at').execute();
  },
};
