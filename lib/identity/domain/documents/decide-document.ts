import type { TAdminDocument } from '../../../schemas/moderation';
import { MODERATED_STATUSES } from '../../../schemas/verification';
import { audit } from '../../audit/audit';
import { findDocumentById, insertDecision, updateDocumentIf } from '../../db/queries/documents';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import { queueProductEvent } from '../../webhooks/product-events';
import { getModerationDocument } from './get-moderation-document';
import { refreshUserVerified } from './refresh-user-verified';

export type Decision =
  { decision: 'APPROVED'; reason?: undefined } | { decision: 'REJECTED'; reason: string };

/**
 * A moderator's decision (DESIGN §3), from the admin API or the CLI alike: VERIFIED, or WAITING_USER
 * with a reason the owner sees on the document's tab. Recorded with who and when; the profile's
 * `verified` follows in the same transaction.
 */
export async function decideDocument(
  ctx: IdentityContext,
  id: string,
  decision: Decision,
  decidedBy: string,
): Promise<TAdminDocument> {
  const row = await findDocumentById(ctx.db, id);
  // A document kept after its account's erasure is held for the law, not awaiting a decision.
  if (!row || row.retained_until !== null) throw new IdentityError('not_found');
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const moved = await updateDocumentIf(trx, id, MODERATED_STATUSES, {
      status: decision.decision === 'APPROVED' ? 'VERIFIED' : 'WAITING_USER',
      updated_at: now,
    });
    if (!moved) {
      throw new IdentityError('invalid_request', {
        status: 409,
        description: `The document is ${row.status}`,
      });
    }
    await insertDecision(trx, {
      document_id: id,
      decision: decision.decision,
      reason: decision.reason ?? null,
      decided_by: decidedBy,
      decided_at: now,
    });
    const verified = await refreshUserVerified(trx, row.user_id, now);
    await queueProductEvent(trx, {
      userId: row.user_id,
      type: 'verification.decided',
      data: { document_id: id, decision: decision.decision, verified },
      now,
    });
  });
  void ctx.webhookOutbox.kick();
  audit(ctx, 'document.decided', {
    accountId: row.user_id,
    documentId: id,
    decision: decision.decision,
    decidedBy,
  });
  return getModerationDocument(ctx, id);
}
