'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { FormErrors } from '@/components/forms/field';
import formStyles from '@/components/forms/forms.module.css';
import { useContractForm } from '@/components/forms/use-contract-form';
import { Button, buttonClass } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/navigation/routes';
import type { TFormState } from '@/lib/schemas/form-state';

import styles from './auth.module.css';
import { ResultCard } from './result-card';

type Props = {
  code: string;
  /** This form's outcome when it was posted before hydration. */
  initial?: TFormState | null;
};

/**
 * The deletion mail's cancel link. A button, not the link, acts (a mail scanner opening links does not);
 * nothing secret is asked. The sessions stay ended: the owner signs in or sets a new password.
 */
export function CancelDeletionConfirm({ code, initial }: Props) {
  const t = useTranslations('CancelDeletion');
  const [done, setDone] = useState(Boolean(initial?.succeeded));
  const { formProps, hiddenInputs, common, busy } = useContractForm({
    path: '/account/cancel-deletion',
    schema: () => import('@/lib/schemas/sessions').then((m) => m.ZCancelDeletionSchema),
    fields: {},
    hidden: { code },
    initial,
    onSuccess: () => setDone(true),
  });

  if (done) {
    return (
      <ResultCard
        tone="success"
        title={t('doneTitle')}
        testId="cancel-deletion-done"
        actions={
          <Link href={ROUTES.login} className={buttonClass('primary', 'l')}>
            {t('signIn')}
          </Link>
        }
      >
        <p>{t('doneText')}</p>
      </ResultCard>
    );
  }

  return (
    <div className={styles.card}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.subtitle}>{t('text')}</p>
      </div>
      <form className={formStyles.form} {...formProps} data-testid="cancel-deletion-form">
        {hiddenInputs}
        <fieldset className={formStyles.fieldset} disabled={busy}>
          <FormErrors messages={common} />
          <Button type="submit" size="l" block busy={busy}>
            {t('confirm')}
          </Button>
        </fieldset>
      </form>
    </div>
  );
}
