'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';

import { FormErrors, TextField } from '@/components/forms/field';
import formStyles from '@/components/forms/forms.module.css';
import { useContractForm } from '@/components/forms/use-contract-form';
import { Button } from '@/components/ui/button';
import { TEXT_MAX_LENGTH } from '@/lib/policy';
import type { TFormState } from '@/lib/schemas/form-state';
import type { TAccountDeletionAnswer } from '@/lib/schemas/sessions';

import styles from './devices.module.css';

/**
 * "Delete my account": the owner types their e-mail (a deliberate act), confirms it's them (step-up), and
 * is signed out everywhere at once; the mailed link can cancel during the grace period.
 */
export function AccountDelete({
  graceDays,
  retentionDays,
  initial,
}: {
  graceDays: number;
  /** DOCUMENT_RETENTION_DAYS: submitted documents outlive the erasure by this many days (0: they do not). */
  retentionDays: number;
  initial?: TFormState | null;
}) {
  const t = useTranslations('MyData');
  const format = useFormatter();
  const [erasedAt, setErasedAt] = useState<string | null>(() =>
    initial?.succeeded ? ((initial.answer as TAccountDeletionAnswer | undefined)?.erasedAt ?? null) : null,
  );
  const { field, formProps, hiddenInputs, common, busy } = useContractForm({
    path: '/account/delete',
    schema: () => import('@/lib/schemas/sessions').then((m) => m.ZAccountDeletionSchema),
    fields: { email: '' },
    initial,
    onSuccess: (answer) => setErasedAt(answer.erasedAt),
  });

  if (erasedAt) {
    return (
      <section
        className={`${styles.devices} ${styles.device} ${styles.dangerZone}`}
        aria-labelledby="account-delete-title"
        data-testid="account-deleted"
      >
        <h2 id="account-delete-title">{t('deletedTitle')}</h2>
        <p role="status">
          {t('deletedText', { date: format.dateTime(new Date(erasedAt), { dateStyle: 'long' }) })}
        </p>
      </section>
    );
  }

  return (
    <section
      className={`${styles.devices} ${styles.device} ${styles.dangerZone}`}
      aria-labelledby="account-delete-title"
    >
      <h2 id="account-delete-title">{t('deleteTitle')}</h2>
      <p className={styles.intro}>
        {t('deleteIntro', { days: graceDays })}
        {retentionDays > 0 ? ` ${t('deleteRetained', { days: retentionDays })}` : null}
      </p>
      <form className={formStyles.form} {...formProps} data-testid="account-delete-form">
        {hiddenInputs}
        <fieldset className={formStyles.fieldset} disabled={busy}>
          <FormErrors messages={common} />
          <TextField
            label={t('deleteEmail')}
            type="email"
            autoComplete="off"
            inputMode="email"
            maxLength={TEXT_MAX_LENGTH}
            {...field('email')}
          />
          <div>
            <Button type="submit" variant="danger" busy={busy} data-testid="delete-account">
              {t('deleteButton')}
            </Button>
          </div>
        </fieldset>
      </form>
    </section>
  );
}
