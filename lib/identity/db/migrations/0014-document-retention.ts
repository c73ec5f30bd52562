import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Legal retention of verification documents (issue 22, DOCUMENT_RETENTION_DAYS): when an account is erased,
 * its submitted documents and their files stay until this time, detached from the erased profile, and the
 * erasure job removes them then. Null: the document belongs to a live account. Portable types, as in 0001.
 */
export const documentRetentionMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('documents').addColumn('retained_until', 'bigint').execute();
    await db.schema
      .createIndex('documents_retained_until')
      .on('documents')
      .column('retained_until')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('documents_retained_until').ifExists().execute();
    await db.schema.alterTable('documents').dropColumn('retained_until').execute();
  },
};
