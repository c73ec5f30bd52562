import type { TDocument, TDocumentType } from '../../../schemas/documents';
import { EDITABLE_STATUSES } from '../../../schemas/verification';
import {
  deleteDocumentFile as deleteFileRow,
  findDocumentById,
  findFileByPath,
  updateDocumentIf,
} from '../../db/queries/documents';
import type { User } from '../../db/queries/users';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import { removeStoredImage } from '../../uploads/image-store';
import { requireEditable } from './document-rules';
import { loadUserDocument, viewOf } from './document-view';

/** `POST /v1/documents/delete`: the path must be a file of this user's document of that type. */
export async function deleteDocumentFile(
  ctx: IdentityContext,
  user: User,
  input: { path: string; documentType: TDocumentType },
): Promise<TDocument> {
  await ctx.limits.consume('documentWrite', user.id);
  const row = await loadUserDocument(ctx, user, input.documentType);
  const file = await findFileByPath(ctx.db, input.path);
  // Someone else's file looks exactly like no file at all.
  if (!file || file.user_id !== user.id || file.document_id !== row.id) throw new IdentityError('not_found');
  requireEditable(row);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await updateDocumentIf(trx, row.id, EDITABLE_STATUSES, { updated_at: ctx.now() }))) {
      throw new IdentityError('invalid_request', { status: 409, description: 'The document moved on' });
    }
    if (!(await deleteFileRow(trx, file.path))) throw new IdentityError('not_found');
  });
  await removeStoredImage(ctx.config.dataDir, file.path);
  return viewOf(ctx, (await findDocumentById(ctx.db, row.id))!);
}
