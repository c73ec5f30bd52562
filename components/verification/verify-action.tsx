'use client';

import { useTranslations } from 'next-intl';

import { FormErrors } from '@/components/forms/field';
import { useContractForm } from '@/components/forms/use-contract-form';
import { Button } from '@/components/ui/button';
import type { TDocument } from '@/lib/schemas/documents';
import type { TFormState } from '@/lib/schemas/form-state';

import { useShowSubmitted } from './submitted-dialog';
import styles from './verification.module.css';

type Props = {
  document: TDocument;
  /** SPEC §4: unsaved changes, a request running, or required data missing. */
  disabled: boolean;
  initial: TFormState | null;
  onSubmitted(document: TDocument): void;
};

/**
 * The Verification button: a small form of its own, so it works before hydration too. Success opens
 * the 'submitted' popup (SPEC §2), which the layout holds.
 */
export function VerifyAction({ document, disabled, initial, onSubmitted }: Props) {
  const t = useTranslations('Verification');
  const showSubmitted = useShowSubmitted();
  const { formProps, hiddenInputs, common, busy } = useContractForm({
    path: '/verifications/verify',
    schema: () => import('@/lib/schemas/document-forms').then((m) => m.ZVerifyFormSchema),
    fields: {},
    hidden: { id: document.id },
    initial,
    onSuccess: (answer) => {
      onSubmitted(answer);
      showSubmitted();
      return 'stay';
    },
  });
  return (
    <form className={styles.verify} {...formProps} data-testid="verify-form">
      {hiddenInputs}
      <FormErrors messages={common} />
      <Button type="submit" size="l" disabled={disabled || busy} busy={busy} data-testid="verify">
        {t('verify')}
      </Button>
    </form>
  );
}
