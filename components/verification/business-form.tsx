'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';

import { TextField } from '@/components/forms/field';
import formStyles from '@/components/forms/forms.module.css';
import { SelectField } from '@/components/forms/select-field';
import { TEXT_MAX_LENGTH } from '@/lib/policy';
import { ACCOUNT_TYPES } from '@/lib/schemas/documents';
import { companyData } from '@/lib/verification/document-data';

import { DocumentFormActions } from './document-form-actions';
import type { DocumentFormProps } from './passport-form';
import { useDocumentForm } from './use-document-form';
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
  const saved = useMemo(() => companyData(document), [document]);
  const { field, formProps, hiddenInputs, common, busy, canSave } = useDocumentForm({
    path: '/documents/company',
    schema: () => import('@/lib/schemas/document-forms').then((m) => m.ZCompanyFormSchema),
    fields: { ...saved },
    valuesOf: companyData,
    initial,
    locked,
    onSaved,
    onDirtyChange,
  });

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
        <DocumentFormActions errors={common} canSave={canSave} busy={busy} />
      </fieldset>
    </form>
  );
}
