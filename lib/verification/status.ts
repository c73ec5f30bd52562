import { EDITABLE_STATUSES, type TDocumentStatus } from '../schemas/verification';

/** SPEC §4 "Badge mapping"; the 'waiting' type exists for styling but no status maps to it. */
export type BadgeType = 'notVerified' | 'verified' | 'onVerification' | 'waiting';

export function badgeOf(status: TDocumentStatus): BadgeType {
  if (status === 'NEW_DOCUMENT' || status === 'ASYNC' || status === 'NONE') return 'notVerified';
  if (status === 'VERIFIED') return 'verified';
  return 'onVerification';
}

/** The statuses whose page shows the form (SPEC §2): not yet submitted, being checked, or sent back. */
export function showsForm(status: TDocumentStatus): boolean {
  return status === 'NEW_DOCUMENT' || status === 'ASYNC' || status === 'WAITING_USER' || status === 'NONE';
}

/**
 * SPEC §4 "Document flow": the form is read-only while checked, reviewed or verified; the selfie
 * (an upload only) is locked only while a moderator has it.
 */
export function isLocked(status: TDocumentStatus, selfie = false): boolean {
  if (selfie) return status === 'WAITING_MODERATOR';
  return status === 'VERIFIED' || status === 'WAITING_MODERATOR' || status === 'ASYNC';
}

/** Whether the owner may change the document (save, upload, delete, submit): the identity service's rule. */
export function isEditable(status: TDocumentStatus): boolean {
  return (EDITABLE_STATUSES as readonly TDocumentStatus[]).includes(status);
}
