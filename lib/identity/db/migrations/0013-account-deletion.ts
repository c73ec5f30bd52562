import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * "Delete my account" (issue 22): the account is erased after a grace period the operator sets, during
 * which the mailed cancel link restores it. The due time doubles as the erasure job's lease (see
 * erase-due-accounts.ts). Portable types only, as in 0001.
 */
export const accountDeletionMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('deletion_due_at', 'bigint').execute();
    await db.schema.createIndex('users_deletion_due_at').on('users').column('deletion_due_at').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('users_deletion_due_at').ifExists().execute();
    await db.schema.alterTable('users').dropColumn('deletion_due_at').execute();
  },
};
