'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { FormErrors } from '@/components/forms/field';
import { useContractForm } from '@/components/forms/use-contract-form';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { ZVerifyFormSchema } from '@/lib/schemas/document-forms';
import type { TDocument } from '@/lib/schemas/documents';
import type { TFormState } from '@/lib/schemas/form-state';

import styles from './verification.module.css';

type Props = {
  document: TDocument;
  /** SPEC §4: unsaved changes, a request running, or required data missing. */
  disabled: boolean;
  initial: TFormState | null;
  onSubmitted(document: TDocument): void;
};

/**
 * The Verification button (a small form of its own, so it works before hydration too) and the
 * 'submitted' popup with its Okay (SPEC §2).
 */
export function VerifyAction({ document, disabled, initial, onSubmitted }: Props) {
  const t = useTranslations('Verification');
  const [open, setOpen] = useState(initial?.succeeded === true);
  const { formProps, hiddenInputs, common, busy } = useContractForm({
    path: '/verifications/verify',
    schema: ZVerifyFormSchema,
    fields: {},
    hidden: { id: document.id },
    initial,
    onSuccess: (answer) => {
      onSubmitted(answer);
      setOpen(true);
      return 'stay';
    },
  });
  return (
    <>
      <form method="post" className={styles.verify} {...formProps} data-testid="verify-form">
        {hiddenInputs}
        <FormErrors messages={common} />
        <Button type="submit" size="l" disabled={disabled || busy} busy={busy} data-testid="verify">
          {t('verify')}
        </Button>
      </form>
      <Modal
        open={open}
        title={t('submittedTitle')}
        onClose={() => setOpen(false)}
        testId="submitted-dialog"
        actions={
          <Button onClick={() => setOpen(false)} data-testid="submitted-okay">
            {t('okay')}
          </Button>
        }
      >
        <p>{t('submitted')}</p>
      </Modal>
    </>
  );
}
