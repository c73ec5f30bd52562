'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';

import { TextField } from '@/components/forms/field';
import formStyles from '@/components/forms/forms.module.css';
import { SelectField } from '@/components/forms/select-field';
import { Combobox } from '@/components/ui/combobox';
import { PASSPORT_MIN_VALIDITY_MS, TEXT_MAX_LENGTH } from '@/lib/policy';
import type { TCountryList } from '@/lib/schemas/countries';
import { GENDERS, type TDocument } from '@/lib/schemas/documents';
import type { TFormState } from '@/lib/schemas/form-state';
import { passportData } from '@/lib/verification/document-data';
import type { DateBounds } from '@/lib/verification/document-dates';

import { countryOptions } from './country-options';
import { DateField } from './date-field';
import { DocumentFormActions } from './document-form-actions';
import { useDocumentForm } from './use-document-form';
import styles from './verification.module.css';

export type DocumentFormProps = {
  document: TDocument;
  countries: TCountryList;
  locked: boolean;
  initial: TFormState | null;
  onSaved(document: TDocument): void;
  onDirtyChange(dirty: boolean): void;
  /** SPEC §5 date bounds of today, as the server rendered the page. */
  dateBounds: DateBounds;
};

/** The expiry rule in whole days, for its hint (SPEC §5 expire_date). */
const days = Math.round(PASSPORT_MIN_VALIDITY_MS / (24 * 60 * 60 * 1000));

/** SPEC §2 passport form, with the date rules of SPEC §5 as the inputs' bounds and the same checks. */
export function PassportForm({
  document,
  countries,
  locked,
  initial,
  onSaved,
  onDirtyChange,
  dateBounds: bounds,
}: DocumentFormProps) {
  const t = useTranslations('Verification');
  const locale = useLocale();
  const saved = useMemo(() => passportData(document), [document]);
  const { form, field, errorOf, clearServerError, formProps, hiddenInputs, common, busy, canSave } =
    useDocumentForm({
      path: '/documents/passport',
      schema: () => import('@/lib/schemas/document-forms').then((m) => m.ZPassportFormSchema),
      fields: { ...saved },
      valuesOf: passportData,
      initial,
      locked,
      onSaved,
      onDirtyChange,
    });
  const options = useMemo(
    () => countryOptions(countries, [saved.citizenship], locale),
    [countries, saved.citizenship, locale],
  );
  const text = (
    name: 'name' | 'surname' | 'placeOfBirth' | 'seriesNumber' | 'issuedBy',
    autoComplete = 'off',
  ) => <TextField label={t(name)} maxLength={TEXT_MAX_LENGTH} autoComplete={autoComplete} {...field(name)} />;
  // A date is a controlled value (React Aria's segments hold no input to register), still `YYYY-MM-DD`.
  const date = (
    name: 'birthday' | 'issueDate' | 'expireDate',
    extra: { min?: string; max?: string; opensOn: string; hint?: string; autoComplete?: string },
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: input }) => (
        <DateField
          label={t(name)}
          name={name}
          value={input.value ?? ''}
          onChange={(value) => {
            input.onChange(value);
            clearServerError(name);
          }}
          onBlur={input.onBlur}
          inputRef={input.ref}
          disabled={busy || locked}
          error={errorOf(name)}
          {...extra}
        />
      )}
    />
  );

  return (
    <form className={formStyles.form} {...formProps} data-testid="passport-form">
      {hiddenInputs}
      <fieldset className={`${formStyles.fieldset} ${styles.grid}`} disabled={busy || locked}>
        {text('name', 'given-name')}
        {text('surname', 'family-name')}
        <SelectField
          label={t('gender')}
          options={GENDERS.map((value) => ({ value, label: t(`genders.${value}`) }))}
          {...field('gender')}
        />
        {date('birthday', { max: bounds.birthday, opensOn: bounds.birthday, autoComplete: 'bday' })}
        {text('placeOfBirth')}
        <Controller
          control={form.control}
          name="citizenship"
          render={({ field: citizenship }) => (
            <Combobox
              label={t('citizenship')}
              name="citizenship"
              options={options}
              value={citizenship.value ?? ''}
              onChange={(value) => {
                citizenship.onChange(value);
                clearServerError('citizenship');
              }}
              inputRef={citizenship.ref}
              disabled={busy || locked}
              error={errorOf('citizenship')}
            />
          )}
        />
        {text('seriesNumber')}
        {text('issuedBy')}
        {date('issueDate', { max: bounds.issue, opensOn: bounds.issue })}
        {date('expireDate', {
          min: bounds.expire,
          opensOn: bounds.expire,
          hint: t('expireDateHint', { days }),
        })}
        <DocumentFormActions errors={common} canSave={canSave} busy={busy} />
      </fieldset>
    </form>
  );
}
