import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * OpenID Connect beside `?token=` (issue 23): the provider's records (codes, tokens, grants,
 * interactions — one row per model and id, the payload as JSON), its signing keys, the portal session
 * each OIDC grant rides on (so a refresh dies with it), a client's OIDC metadata, and the back-channel
 * logout outbox, and the Standard Webhooks outbox with the products each user used. Portable types only, as in 0001; it assumes no table after 0008.
 */
export const oidcMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('oidc_payloads')
      .addColumn('model', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('grant_id', 'text')
      .addColumn('user_code', 'text')
      .addColumn('uid', 'text')
      .addColumn('expires_at', 'bigint')
      .addColumn('consumed_at', 'bigint')
      .addPrimaryKeyConstraint('oidc_payloads_pk', ['model', 'id'])
      .execute();
    await db.schema.createIndex('oidc_payloads_grant').on('oidc_payloads').column('grant_id').execute();
    await db.schema.createIndex('oidc_payloads_uid').on('oidc_payloads').column('uid').execute();
    await db.schema.createIndex('oidc_payloads_expires').on('oidc_payloads').column('expires_at').execute();

    await db.schema
      .createTable('oidc_keys')
      .addColumn('kid', 'text', (c) => c.primaryKey())
      .addColumn('use', 'text', (c) => c.notNull())
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('retired_at', 'bigint')
      .execute();

    await db.schema
      .createTable('oidc_grants')
      .addColumn('grant_id', 'text', (c) => c.primaryKey())
      .addColumn('session_hash', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('client_id', 'text', (c) => c.notNull())
      .addColumn('sid', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('oidc_grants_session').on('oidc_grants').column('session_hash').execute();

    await db.schema.alterTable('oauth_clients').addColumn('redirect_uris', 'text').execute();
    await db.schema.alterTable('oauth_clients').addColumn('post_logout_redirect_uris', 'text').execute();
    await db.schema.alterTable('oauth_clients').addColumn('backchannel_logout_uri', 'text').execute();
    await db.schema.alterTable('oauth_clients').addColumn('webhook_url', 'text').execute();
    await db.schema.alterTable('oauth_clients').addColumn('webhook_secret', 'text').execute();
    await db.schema.alterTable('oauth_clients').addColumn('webhook_disabled_at', 'bigint').execute();

    await db.schema
      .createTable('client_users')
      .addColumn('client_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('first_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('client_users_pk', ['client_id', 'user_id'])
      .execute();
    await db.schema.createIndex('client_users_user').on('client_users').column('user_id').execute();

    await db.schema
      .createTable('webhook_deliveries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('client_id', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
      .addColumn('locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('delivered_at', 'bigint')
      .addColumn('failed_at', 'bigint')
      .addColumn('last_error', 'text')
      .execute();
    await db.schema
      .createIndex('webhook_deliveries_due')
      .on('webhook_deliveries')
      .columns(['delivered_at', 'failed_at', 'next_attempt_at'])
      .execute();

    await db.schema
      .createTable('logout_deliveries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('client_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('sid', 'text', (c) => c.notNull())
      .addColumn('uri', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
      .addColumn('locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('delivered_at', 'bigint')
      .addColumn('failed_at', 'bigint')
      .addColumn('last_error', 'text')
      .execute();
    await db.schema
      .createIndex('logout_deliveries_due')
      .on('logout_deliveries')
      .columns(['delivered_at', 'failed_at', 'next_attempt_at'])
      .execute();
    await db.schema
      .createIndex('logout_deliveries_user')
      .on('logout_deliveries')
      .columns(['user_id', 'created_at'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('webhook_deliveries').ifExists().execute();
    await db.schema.dropTable('client_users').ifExists().execute();
    await db.schema.dropTable('logout_deliveries').ifExists().execute();
    for (const column of [
      'webhook_disabled_at',
      'webhook_secret',
      'webhook_url',
      'backchannel_logout_uri',
      'post_logout_redirect_uris',
      'redirect_uris',
    ])
      await db.schema.alterTable('oauth_clients').dropColumn(column).execute();
    await db.schema.dropTable('oidc_grants').ifExists().execute();
    await db.schema.dropTable('oidc_keys').ifExists().execute();
    await db.schema.dropTable('oidc_payloads').ifExists().execute();
  },
};
