import type { z } from 'zod';

import type { ZAdminDocumentListSchema } from '../../../schemas/moderation';
import type { TDocumentStatus } from '../../../schemas/verification';
import { findDocumentFiles, listDocumentsByStatus } from '../../db/queries/documents';
import type { IdentityContext } from '../../identity-context';

const QUEUE_LIMIT = 200;

/** `GET /admin/v1/documents?status=`: the documents in one status, oldest submission first. */
export async function listModerationQueue(
  ctx: IdentityContext,
  status: TDocumentStatus = 'WAITING_MODERATOR',
): Promise<z.input<typeof ZAdminDocumentListSchema>> {
  const rows = await listDocumentsByStatus(ctx.db, status, QUEUE_LIMIT);
  const files = await findDocumentFiles(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    email: row.email,
    documentType: row.document_type,
    status: row.status,
    fileCount: files.filter((file) => file.document_id === row.id).length,
    updatedAt: row.updated_at,
    submittedAt: row.submitted_at,
  }));
}
