'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';

import { AlertIcon } from '@/components/ui/icons';
import type { TCountryList } from '@/lib/schemas/countries';
import type { TDocument } from '@/lib/schemas/documents';
import type { TFormState } from '@/lib/schemas/form-state';
import type { DateBounds } from '@/lib/verification/document-dates';
import { hasPassportName, isReadyToSubmit } from '@/lib/verification/document-readiness';
import { isEditable, isLocked } from '@/lib/verification/status';

import { AddressForm } from './address-form';
import { BusinessForm } from './business-form';
import { DocumentUploads, type PostedFiles } from './document-uploads';
import { PassportForm } from './passport-form';
import { useDocument } from './use-document';
import styles from './verification.module.css';
import { VerifyAction } from './verify-action';

type Props = {
  initialDocument: TDocument;
  /** SPEC §2: the passport's name and surname are saved (uploads wait for it). */
  passportNamed: boolean;
  countries: TCountryList;
  mapsKey: string | null;
  formState: TFormState | null;
  verifyState: TFormState | null;
  /** The outcome of an upload or deletion posted before hydration (no JavaScript). */
  filesState?: PostedFiles;
  dateBounds: DateBounds;
};

const CHECK_REASON_KEYS = {
  'check:file_missing': 'checkFileMissing',
  'check:file_unreadable': 'checkFileUnreadable',
} as const;

/**
 * One document's page as SPEC §4 "Document flow" runs it: the form (Save stores a draft), the
 * uploads, and Verification once the readiness rules are met; locked while checked, reviewed or
 * verified; polling while ASYNC; the moderator's reason while it is back with the user.
 */
export function DocumentStep({
  initialDocument,
  passportNamed,
  countries,
  mapsKey,
  formState,
  verifyState,
  filesState,
  dateBounds,
}: Props) {
  const t = useTranslations('Verification');
  const { document, status, setDocument, submitted, uploaded } = useDocument(initialDocument);
  const [dirty, setDirty] = useState(false);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);
  const type = document.documentType;
  const locked = isLocked(status, type === 'SELFIE');
  // The identity service takes changes only before submission or after a rejection.
  const changeable = !locked && isEditable(status);
  const formProps = {
    document,
    countries,
    locked: !changeable,
    initial: formState,
    onSaved: setDocument,
    onDirtyChange,
    dateBounds,
  };
  const reason = status === 'WAITING_USER' ? document.rejectionReason : null;
  // On the passport's own page its saving shows at once.
  const named = type === 'PASSPORT' ? hasPassportName(document) : passportNamed;

  return (
    <div className={styles.stepBody} data-testid="document-step" data-status={status}>
      {reason ? (
        <div className={styles.rejection} role="status" data-testid="rejection">
          <AlertIcon size={20} />
          <div>
            <p className={styles.rejectionTitle}>{t('rejectedTitle')}</p>
            <p className={styles.rejectionReason} data-testid="rejection-reason">
              {reason in CHECK_REASON_KEYS
                ? t(CHECK_REASON_KEYS[reason as keyof typeof CHECK_REASON_KEYS])
                : reason}
            </p>
          </div>
        </div>
      ) : null}
      {status === 'ASYNC' ? (
        <p className={styles.checking} role="status" data-testid="checking">
          <span className={styles.spinner} aria-hidden="true" />
          <span>{t('checking')}</span>
        </p>
      ) : null}
      {type === 'PASSPORT' ? <PassportForm {...formProps} /> : null}
      {type === 'ADDRESS' ? <AddressForm {...formProps} mapsKey={mapsKey} /> : null}
      {type === 'COMPANY' ? <BusinessForm {...formProps} /> : null}
      <DocumentUploads
        document={document}
        disabled={!changeable || !named}
        needsSave={!named}
        posted={filesState}
        onChange={uploaded}
      />
      <VerifyAction
        document={document}
        disabled={!changeable || dirty || !named || !isReadyToSubmit(document)}
        initial={verifyState}
        onSubmitted={submitted}
      />
    </div>
  );
}
