import type { TAdminDocument } from '../../../schemas/moderation';
import { findDecisions, findDocumentById, findDocumentFiles } from '../../db/queries/documents';
import { findUserById } from '../../db/queries/users';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import { toDocumentView } from './document-view';

/** `GET /admin/v1/documents/{id}`: a document with its owner, files and decisions. */
export async function getModerationDocument(ctx: IdentityContext, id: string): Promise<TAdminDocument> {
  const row = await findDocumentById(ctx.db, id);
  if (!row) throw new IdentityError('not_found');
  const [files, decisions, user] = await Promise.all([
    findDocumentFiles(ctx.db, [id]),
    findDecisions(ctx.db, [id]),
    findUserById(ctx.db, row.user_id),
  ]);
  return {
    ...toDocumentView(row, files, decisions),
    userId: row.user_id,
    email: user?.email ?? '',
    submittedAt: row.submitted_at,
    files: files.map((file) => ({
      path: file.path,
      mimeType: file.mime_type,
      size: file.size,
      width: file.width,
      height: file.height,
      createdAt: file.created_at,
    })),
    decisions: decisions.map((d) => ({
      decision: d.decision,
      reason: d.reason,
      decidedBy: d.decided_by,
      decidedAt: d.decided_at,
    })),
  };
}
