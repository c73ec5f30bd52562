import type { IdentityContext } from '../../identity-context';

export type RetainedDocument = {
  id: string;
  /** The erased account's id, as the audit trail names it (`account.deleted`, `account.erased`). */
  userId: string;
  documentType: string;
  fileCount: number;
  submittedAt: number | null;
  retainedUntil: number;
};

/**
 * `admin documents retained`: the documents of erased accounts kept for a legal retention duty
 * (DOCUMENT_RETENTION_DAYS), the soonest to go first, so the operator can answer an authority or a former
 * owner with what is still held and until when.
 */
export async function listRetainedDocuments(ctx: IdentityContext): Promise<RetainedDocument[]> {
  const rows = await ctx.db
    .selectFrom('documents')
    .leftJoin('document_files', 'document_files.document_id', 'documents.id')
    .select(['documents.id', 'documents.user_id', 'documents.document_type', 'documents.submitted_at'])
    .select('documents.retained_until')
    .select((eb) => eb.fn.count<number>('document_files.path').as('files'))
    .where('documents.retained_until', 'is not', null)
    .groupBy([
      'documents.id',
      'documents.user_id',
      'documents.document_type',
      'documents.submitted_at',
      'documents.retained_until',
    ])
    .orderBy('documents.retained_until')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    documentType: row.document_type,
    fileCount: Number(row.files),
    submittedAt: row.submitted_at === null ? null : Number(row.submitted_at),
    retainedUntil: Number(row.retained_until),
  }));
}
