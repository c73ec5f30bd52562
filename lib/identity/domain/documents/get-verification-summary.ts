import type { TVerificationSummary, TVerificationSummaryItem } from '../../../schemas/verification';
import { SUMMARY_TYPE } from '../../../verification/document-readiness';
import type { User } from '../../db/queries/users';
import type { IdentityContext } from '../../identity-context';
import { loadUserDocuments } from './document-view';

/** `GET /v1/verifications`: where each document stands (SPEC §3 "Verification status item"). */
export async function getVerificationSummary(
  ctx: IdentityContext,
  user: User,
  documentType?: TVerificationSummaryItem['documentType'],
): Promise<TVerificationSummary> {
  const rows = await loadUserDocuments(ctx, user);
  return rows
    .map((row) => ({ documentType: SUMMARY_TYPE[row.document_type], status: row.status }))
    .filter((item) => !documentType || item.documentType === documentType);
}
