import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Selectable } from 'kysely';

import type { TDocumentType } from '../../../schemas/documents';
import type { TDocumentStatus } from '../../../schemas/verification';
import type { Database, DocumentDecisionsTable, DocumentFilesTable, DocumentsTable } from '../database-types';

export type DocumentRow = Selectable<DocumentsTable>;
export type DocumentFileRow = Selectable<DocumentFilesTable>;
export type DecisionRow = Selectable<DocumentDecisionsTable>;

/** Creates the documents a user lacks (idempotent: the UNIQUE (user, type) pair settles races). */
export async function insertMissingDocuments(
  db: Kysely<Database>,
  rows: { userId: string; type: TDocumentType; status: TDocumentStatus; metadata: string | null }[],
  now: number,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('documents')
    .values(
      rows.map((row) => ({
        id: randomUUID(),
        user_id: row.userId,
        document_type: row.type,
        status: row.status,
        metadata: row.metadata,
        created_at: now,
        updated_at: now,
        submitted_at: null,
        check_locked_until: 0,
        check_attempts: 0,
        check_due_at: 0,
      })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'document_type']).doNothing())
    .execute();
}

export function findUserDocuments(db: Kysely<Database>, userId: string): Promise<DocumentRow[]> {
  return db.selectFrom('documents').selectAll().where('user_id', '=', userId).execute();
}

export function findDocumentById(db: Kysely<Database>, id: string): Promise<DocumentRow | undefined> {
  return db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserDocument(
  db: Kysely<Database>,
  userId: string,
  type: TDocumentType,
): Promise<DocumentRow | undefined> {
  return db
    .selectFrom('documents')
    .selectAll()
    .where('user_id', '=', userId)
    .where('document_type', '=', type)
    .executeTakeFirst();
}

/** Moves a document on, only from one of `from` (the check that makes each transition happen once). */
export async function updateDocumentIf(
  db: Kysely<Database>,
  id: string,
  from: readonly TDocumentStatus[],
  changes: Partial<Omit<DocumentsTable, 'id' | 'user_id' | 'document_type' | 'created_at'>> & {
    updated_at: number;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('documents')
    .set(changes)
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function listDocumentsByStatus(
  db: Kysely<Database>,
  status: TDocumentStatus,
  limit: number,
): Promise<(DocumentRow & { email: string })[]> {
  return db
    .selectFrom('documents')
    .innerJoin('users', 'users.id', 'documents.user_id')
    .selectAll('documents')
    .select('users.email')
    .where('documents.status', '=', status)
    .orderBy('documents.submitted_at')
    .orderBy('documents.updated_at')
    .limit(limit)
    .execute();
}

/** ASYNC documents whose checks are due and not leased by another process. */
export function findDueChecks(db: Kysely<Database>, now: number, limit: number): Promise<{ id: string }[]> {
  return db
    .selectFrom('documents')
    .select('id')
    .where('status', '=', 'ASYNC')
    .where('check_due_at', '<=', now)
    .where('check_locked_until', '<=', now)
    .orderBy('check_due_at')
    .limit(limit)
    .execute();
}

/** Leases an ASYNC document for its checks; undefined when another checker holds it. */
export async function claimCheck(
  db: Kysely<Database>,
  id: string,
  now: number,
  leaseMs: number,
): Promise<DocumentRow | undefined> {
  const result = await db
    .updateTable('documents')
    .set({ check_locked_until: now + leaseMs })
    .where('id', '=', id)
    .where('status', '=', 'ASYNC')
    .where('check_locked_until', '<=', now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return findDocumentById(db, id);
}

export function insertDocumentFile(
  db: Kysely<Database>,
  file: Insertable<DocumentFilesTable>,
): Promise<unknown> {
  return db.insertInto('document_files').values(file).execute();
}

export function findDocumentFiles(
  db: Kysely<Database>,
  documentIds: readonly string[],
): Promise<DocumentFileRow[]> {
  if (documentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('document_files')
    .selectAll()
    .where('document_id', 'in', [...documentIds])
    .orderBy('created_at')
    .orderBy('path')
    .execute();
}

export async function countDocumentFiles(db: Kysely<Database>, documentId: string): Promise<number> {
  const row = await db
    .selectFrom('document_files')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function findFileByPath(db: Kysely<Database>, path: string): Promise<DocumentFileRow | undefined> {
  return db.selectFrom('document_files').selectAll().where('path', '=', path).executeTakeFirst();
}

export async function deleteDocumentFile(db: Kysely<Database>, path: string): Promise<boolean> {
  const result = await db.deleteFrom('document_files').where('path', '=', path).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export function insertDecision(
  db: Kysely<Database>,
  decision: Omit<Insertable<DocumentDecisionsTable>, 'id'>,
) {
  return db
    .insertInto('document_decisions')
    .values({ id: randomUUID(), ...decision })
    .execute();
}

export function findDecisions(db: Kysely<Database>, documentIds: readonly string[]): Promise<DecisionRow[]> {
  if (documentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('document_decisions')
    .selectAll()
    .where('document_id', 'in', [...documentIds])
    .orderBy('decided_at')
    .execute();
}

/** Thrown inside the transaction to undo its lock-taking update when the document is full. */
class DocumentFull extends Error {}

/**
 * Adds a stored file to a document that is still editable and holds fewer than `max` files. The
 * update of the document row comes first: it takes the row lock (PostgreSQL) or the write lock
 * (SQLite), so the count after it is exact however many requests, or processes, add at once.
 */
export async function insertDocumentFileWithinLimit(
  db: Kysely<Database>,
  options: {
    documentId: string;
    editable: readonly TDocumentStatus[];
    max: number;
    file: Insertable<DocumentFilesTable>;
  },
): Promise<'added' | 'full' | 'moved'> {
  const { documentId, editable, max, file } = options;
  try {
    return await db.transaction().execute(async (trx) => {
      if (!(await updateDocumentIf(trx, documentId, editable, { updated_at: file.created_at })))
        return 'moved';
      if ((await countDocumentFiles(trx, documentId)) >= max) throw new DocumentFull();
      await insertDocumentFile(trx, file);
      return 'added';
    });
  } catch (error) {
    if (error instanceof DocumentFull) return 'full';
    throw error;
  }
}
