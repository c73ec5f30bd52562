import type { TDocument, TDocumentSave } from '../../../schemas/documents';
import { EDITABLE_STATUSES } from '../../../schemas/verification';
import { findDocumentById, updateDocumentIf } from '../../db/queries/documents';
import type { User } from '../../db/queries/users';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import { requireEditable, requirePassportName } from './document-rules';
import { loadUserDocuments, viewOf } from './document-view';

/** `POST /v1/documents`: stores a draft of a document's data; its status does not change (SPEC §4). */
export async function saveDocument(
  ctx: IdentityContext,
  user: User,
  body: TDocumentSave,
): Promise<TDocument> {
  await ctx.limits.consume('documentWrite', user.id);
  const rows = await loadUserDocuments(ctx, user);
  const row = rows.find((r) => r.document_type === body.documentType)!;
  if (body.documentType !== 'PASSPORT') requirePassportName(rows);
  requireEditable(row);
  const saved = await updateDocumentIf(ctx.db, row.id, EDITABLE_STATUSES, {
    metadata: JSON.stringify(body.documentMetadata),
    updated_at: ctx.now(),
  });
  if (!saved)
    throw new IdentityError('invalid_request', { status: 409, description: 'The document moved on' });
  return viewOf(ctx, (await findDocumentById(ctx.db, row.id))!);
}
