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
 * The mailed unlock link: a button, not the link itself, spends the code — a mail scanner that opens
 * links does not use it up — and this browser may then sign in while the account is locked.
 */
export function UnlockConfirm({ code, initial }: Props) {
  const t = useTranslations('Unlock');
  const [done, setDone] = useState(Boolean(initial?.succeeded));
  const { formProps, hiddenInputs, common, busy } = useContractForm({
    path: '/auth/unlock/confirm',
    schema: () => import('@/lib/schemas/unlock').then((m) => m.ZUnlockConfirmSchema),
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
        testId="unlock-done"
        actions={
          <Link href={ROUTES.login} className={buttonClass('primary', 'l')}>
            {t('logIn')}
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
        <h1 className={styles.title}>{t('confirmTitle')}</h1>
        <p className={styles.subtitle}>{t('confirmText')}</p>
      </div>
      <form className={formStyles.form} {...formProps} data-testid="unlock-confirm-form">
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
