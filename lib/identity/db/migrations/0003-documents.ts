import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Identity verification (SPEC §3 documents, §4 document flow): one document per type and user, its
 * files (stored under DATA_DIR/uploads, named by the service) and every moderation decision.
 */
export const documentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('documents')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('document_type', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('metadata', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('submitted_at', 'bigint')
      // The automatic checks of an ASYNC document: a worker leases the row, so two processes never both check it.
      .addColumn('check_locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('check_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('check_due_at', 'bigint', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('documents_user_type', ['user_id', 'document_type'])
      .execute();
    await db.schema
      .createIndex('documents_status')
      .on('documents')
      .columns(['status', 'check_due_at'])
      .execute();

    await db.schema
      .createTable('document_files')
      .addColumn('path', 'text', (c) => c.primaryKey())
      .addColumn('document_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('mime_type', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('document_files_document')
      .on('document_files')
      .column('document_id')
      .execute();

    await db.schema
      .createTable('document_decisions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('document_id', 'text', (c) => c.notNull())
      .addColumn('decision', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('decided_by', 'text', (c) => c.notNull())
      .addColumn('decided_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('document_decisions_document')
      .on('document_decisions')
      .columns(['document_id', 'decided_at'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['document_decisions', 'document_files', 'documents']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
