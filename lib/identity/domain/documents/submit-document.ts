import type { TDocument } from '../../../schemas/documents';
import { EDITABLE_STATUSES } from '../../../schemas/verification';
import { readinessErrors } from '../../../verification/document-readiness';
import { findDocumentById, updateDocumentIf } from '../../db/queries/documents';
import type { User } from '../../db/queries/users';
import type { IdentityContext } from '../../identity-context';
import { IdentityError, validationError } from '../../identity-error';
import { requireEditable, requirePassportName } from './document-rules';
import { loadUserDocuments, viewOf } from './document-view';

/**
 * `POST /v1/verifications/{id}/verify`: submits a complete document for review (SPEC §4). It goes
 * ASYNC while the automatic checks run in the background, then to a moderator.
 */
export async function submitDocument(ctx: IdentityContext, user: User, id: string): Promise<TDocument> {
  await ctx.limits.consume('documentWrite', user.id);
  const rows = await loadUserDocuments(ctx, user);
  const row = rows.find((r) => r.id === id);
  if (!row) throw new IdentityError('not_found');
  if (row.document_type !== 'PASSPORT') requirePassportName(rows);
  requireEditable(row);
  const now = ctx.now();
  const missing = readinessErrors(await viewOf(ctx, row), now);
  if (Object.keys(missing).length > 0) throw validationError(missing);
  const submitted = await updateDocumentIf(ctx.db, row.id, EDITABLE_STATUSES, {
    status: 'ASYNC',
    submitted_at: now,
    updated_at: now,
    check_attempts: 0,
    check_due_at: now,
    check_locked_until: 0,
  });
  if (!submitted)
    throw new IdentityError('invalid_request', { status: 409, description: 'The document moved on' });
  void ctx.documentChecks.kick();
  return viewOf(ctx, (await findDocumentById(ctx.db, row.id))!);
}
