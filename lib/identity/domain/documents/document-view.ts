import {
  DOCUMENT_TYPES,
  EMPTY_METADATA,
  type TDocument,
  type TDocumentType,
} from '../../../schemas/documents';
import {
  findDecisions,
  findDocumentFiles,
  findUserDocuments,
  insertMissingDocuments,
  type DecisionRow,
  type DocumentFileRow,
  type DocumentRow,
} from '../../db/queries/documents';
import type { User } from '../../db/queries/users';
import type { IdentityContext } from '../../identity-context';

/** What the owner sees of a document (SPEC §3), from its row, files and decisions. */
export function toDocumentView(
  row: DocumentRow,
  files: DocumentFileRow[],
  decisions: DecisionRow[],
): TDocument {
  const own = (item: { document_id: string }) => item.document_id === row.id;
  const lastRejection = decisions.filter(own).findLast((d) => d.decision === 'REJECTED');
  return {
    id: row.id,
    documentType: row.document_type,
    status: row.status,
    relativeFilePath: files.filter(own).map((file) => file.path),
    updatedAt: row.updated_at,
    documentMetadata: row.metadata ? (JSON.parse(row.metadata) as TDocument['documentMetadata']) : null,
    rejectionReason: row.status === 'WAITING_USER' ? (lastRejection?.reason ?? null) : null,
  };
}

/** Views of several rows with two queries, whatever their number. */
export async function viewsOf(ctx: IdentityContext, rows: DocumentRow[]): Promise<TDocument[]> {
  const ids = rows.map((row) => row.id);
  const [files, decisions] = await Promise.all([findDocumentFiles(ctx.db, ids), findDecisions(ctx.db, ids)]);
  return rows.map((row) => toDocumentView(row, files, decisions));
}

export async function viewOf(ctx: IdentityContext, row: DocumentRow): Promise<TDocument> {
  return (await viewsOf(ctx, [row]))[0]!;
}

/** The selfie waits (NONE) unless the profile requires one (SPEC §2, §3). */
export function initialStatus(type: TDocumentType, user: Pick<User, 'selfie_required'>) {
  return type === 'SELFIE' && !user.selfie_required ? 'NONE' : 'NEW_DOCUMENT';
}

/**
 * Every document of a user, one per type in SPEC §3 order; the ones the user never touched are
 * created on first sight, so each has an id to submit by.
 */
export async function loadUserDocuments(ctx: IdentityContext, user: User): Promise<DocumentRow[]> {
  let rows = await findUserDocuments(ctx.db, user.id);
  const missing = DOCUMENT_TYPES.filter((type) => !rows.some((row) => row.document_type === type));
  if (missing.length > 0) {
    await insertMissingDocuments(
      ctx.db,
      missing.map((type) => ({
        userId: user.id,
        type,
        status: initialStatus(type, user),
        metadata: EMPTY_METADATA[type] ? JSON.stringify(EMPTY_METADATA[type]) : null,
      })),
      ctx.now(),
    );
    rows = await findUserDocuments(ctx.db, user.id);
  }
  return DOCUMENT_TYPES.map((type) => rows.find((row) => row.document_type === type)!);
}

export async function loadUserDocument(
  ctx: IdentityContext,
  user: User,
  type: TDocumentType,
): Promise<DocumentRow> {
  return (await loadUserDocuments(ctx, user)).find((row) => row.document_type === type)!;
}
