import { EDITABLE_STATUSES, type TDocumentStatus } from '../../../schemas/verification';
import { hasPassportName } from '../../../verification/document-readiness';
import type { DocumentRow } from '../../db/queries/documents';
import { IdentityError } from '../../identity-error';

/** The owner may change a document only before submission or after it was sent back (SPEC §4). */
export function requireEditable(row: DocumentRow): void {
  if (row.status === 'NONE')
    throw new IdentityError('access_denied', { description: 'No selfie is required' });
  if (!(EDITABLE_STATUSES as readonly TDocumentStatus[]).includes(row.status)) {
    throw new IdentityError('invalid_request', { status: 409, description: `The document is ${row.status}` });
  }
}

/** SPEC §2: nothing but the passport form until the passport's name and surname are saved. */
export function requirePassportName(rows: readonly DocumentRow[]): void {
  const passport = rows.find((row) => row.document_type === 'PASSPORT');
  const metadata = passport?.metadata ? (JSON.parse(passport.metadata) as unknown) : null;
  if (!hasPassportName({ documentMetadata: metadata as never })) {
    throw new IdentityError('access_denied', { description: 'Save the passport name and surname first' });
  }
}
