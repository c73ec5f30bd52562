'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo } from 'react';

import { FormErrors, TextField } from '@/components/forms/field';
import formStyles from '@/components/forms/forms.module.css';
import { SelectField } from '@/components/forms/select-field';
import { useContractForm } from '@/components/forms/use-contract-form';
import { useHydrated } from '@/components/forms/use-hydrated';
import { useAppState } from '@/components/shell/app-state';
import { Button } from '@/components/ui/button';
import { TEXT_MAX_LENGTH } from '@/lib/policy';
import { ACCOUNT_TYPES } from '@/lib/schemas/documents';
import { companyData } from '@/lib/verification/document-data';

import type { DocumentFormProps } from './passport-form';
import styles from './verification.module.css';

/** SPEC §2 business form: tax ID, account type (ENTREPRENEUR by default) and company name. */
export function BusinessForm({
  document,
  locked,
  initial,
  onSaved,
  onDirtyChange,
}: Omit<DocumentFormProps, 'countries'>) {
  const t = useTranslations('Verification');
  const hydrated = useHydrated();
  const { notify } = useAppState();
  const saved = useMemo(() => companyData(document), [document]);
  const { form, field, formProps, hiddenInputs, common, busy } = useContractForm({
    path: '/documents/company',
    schema: () => import('@/lib/schemas/document-forms').then((m) => m.ZCompanyFormSchema),
    fields: { ...saved },
    initial,
    onSuccess: (answer) => {
      form.reset(companyData(answer));
      onSaved(answer);
      notify('success');
      return 'stay';
    },
  });
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  return (
    <form className={formStyles.form} {...formProps} data-testid="business-form">
      {hiddenInputs}
      <fieldset className={`${formStyles.fieldset} ${styles.grid}`} disabled={busy || locked}>
        <TextField label={t('taxId')} maxLength={TEXT_MAX_LENGTH} autoComplete="off" {...field('taxId')} />
        <SelectField
          label={t('accountType')}
          options={ACCOUNT_TYPES.map((value) => ({ value, label: t(`accountTypes.${value}`) }))}
          {...field('accountType')}
        />
        <TextField
          className={styles.wide}
          label={t('companyName')}
          maxLength={TEXT_MAX_LENGTH}
          autoComplete="organization"
          {...field('companyName')}
        />
        <div className={styles.wide}>
          <FormErrors messages={common} />
        </div>
        <div className={`${styles.wide} ${styles.actions}`}>
          <Button type="submit" disabled={locked || (hydrated && !isDirty)} busy={busy} data-testid="save">
            {t('save')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
