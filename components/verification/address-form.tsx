'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef } from 'react';
import { Controller, useWatch } from 'react-hook-form';

import { Checkbox } from '@/components/forms/checkbox';
import { TextField } from '@/components/forms/field';
import formStyles from '@/components/forms/forms.module.css';
import { Combobox } from '@/components/ui/combobox';
import { TEXT_MAX_LENGTH } from '@/lib/policy';
import { addressFieldName, type TAddressForm } from '@/lib/schemas/document-forms';
import { type TAddressData } from '@/lib/schemas/documents';
import { addressData } from '@/lib/verification/document-data';

import { countryOptions } from './country-options';
import { DocumentFormActions } from './document-form-actions';
import type { DocumentFormProps } from './passport-form';
import { useAddressAutocomplete, type PlaceFields } from './use-address-autocomplete';
import { useDocumentForm } from './use-document-form';
import styles from './verification.module.css';

const KEYS = ['address1', 'address2', 'city', 'country', 'zip'] as const;
type Part = 'addressPostal' | 'addressResidential';
type FieldName = Exclude<keyof TAddressForm, 'sameAddress'>;

const name = (part: Part, key: (typeof KEYS)[number]) => addressFieldName(part, key) as FieldName;

function isSame(data: TAddressData): boolean {
  return (
    data.addressPostal.address1 !== '' &&
    KEYS.every((key) => data.addressPostal[key] === data.addressResidential[key])
  );
}

/** The form's values of saved address metadata. */
function formValues(data: TAddressData): Required<TAddressForm> {
  const values: Record<string, string | boolean> = { sameAddress: isSame(data) };
  for (const part of ['addressPostal', 'addressResidential'] as const) {
    for (const key of KEYS) values[name(part, key)] = data[part][key];
  }
  return values as Required<TAddressForm>;
}

type AddressFormProps = DocumentFormProps & { mapsKey: string | null };

/**
 * SPEC §2 address form: the registration and the residential address; 'the same' copies the first
 * into the second (and the post carries the registration address for both, SPEC §4). With a maps
 * key, address line 1 suggests addresses and fills the rest.
 */
export function AddressForm({
  document,
  countries,
  locked,
  initial,
  onSaved,
  onDirtyChange,
  mapsKey,
}: AddressFormProps) {
  const t = useTranslations('Verification');
  const locale = useLocale();
  const saved = useMemo(() => addressData(document), [document]);
  const { form, field, errorOf, clearServerError, formProps, hiddenInputs, common, busy, canSave } =
    useDocumentForm({
      path: '/documents/address',
      schema: () => import('@/lib/schemas/document-forms').then((m) => m.ZAddressFormSchema),
      fields: formValues(saved),
      valuesOf: (answer) => formValues(addressData(answer)),
      initial,
      locked,
      onSaved,
      onDirtyChange,
    });

  const same = useWatch({ control: form.control, name: 'sameAddress' }) === true;
  const postal = useWatch({ control: form.control, name: KEYS.map((key) => name('addressPostal', key)) });
  // Ticked: the residential address follows the registration address as it is typed.
  useEffect(() => {
    if (!same) return;
    KEYS.forEach((key, index) => {
      const target = name('addressResidential', key);
      if (form.getValues(target) !== postal[index]) {
        form.setValue(target, postal[index] ?? '', { shouldDirty: true });
        clearServerError(target);
      }
    });
  }, [same, postal, form, clearServerError]);

  const options = useMemo(
    () => countryOptions(countries, [saved.addressPostal.country, saved.addressResidential.country], locale),
    [countries, saved, locale],
  );

  const fill = (part: Part) => (place: PlaceFields) => {
    for (const key of ['address1', 'city', 'country', 'zip'] as const) {
      const value = place[key];
      if (value === undefined) continue;
      form.setValue(
        name(part, key),
        key === 'country' && !options.some((o) => o.value === value) ? '' : value,
        {
          shouldDirty: true,
        },
      );
      clearServerError(name(part, key));
    }
  };
  const postalLine = useRef<HTMLInputElement | null>(null);
  const residentialLine = useRef<HTMLInputElement | null>(null);
  useAddressAutocomplete(postalLine, mapsKey, fill('addressPostal'));
  useAddressAutocomplete(residentialLine, same ? null : mapsKey, fill('addressResidential'));

  const address = (part: Part, readOnly: boolean) => {
    const line1 = field(name(part, 'address1'));
    const lineRef = part === 'addressPostal' ? postalLine : residentialLine;
    const text = (key: 'address2' | 'city' | 'zip', autoComplete: string) => (
      <TextField
        label={t(key)}
        maxLength={TEXT_MAX_LENGTH}
        autoComplete={autoComplete}
        readOnly={readOnly}
        {...field(name(part, key))}
      />
    );
    const section = part === 'addressPostal' ? 'shipping' : 'billing';
    return (
      <>
        <TextField
          label={t('address1')}
          maxLength={TEXT_MAX_LENGTH}
          autoComplete={`section-${section} address-line1`}
          readOnly={readOnly}
          hint={mapsKey && !readOnly ? t('autocompleteHint') : undefined}
          {...line1}
          ref={(element) => {
            line1.ref(element);
            lineRef.current = element;
          }}
        />
        {text('address2', `section-${section} address-line2`)}
        {text('city', `section-${section} address-level2`)}
        <Controller
          control={form.control}
          name={name(part, 'country')}
          render={({ field: country }) => (
            <Combobox
              label={t('country')}
              name={name(part, 'country')}
              options={options}
              value={(country.value as string | undefined) ?? ''}
              onChange={(value) => {
                country.onChange(value);
                clearServerError(name(part, 'country'));
              }}
              inputRef={country.ref}
              disabled={busy || locked || readOnly}
              error={errorOf(name(part, 'country'))}
            />
          )}
        />
        {text('zip', `section-${section} postal-code`)}
      </>
    );
  };

  return (
    <form className={formStyles.form} {...formProps} data-testid="address-form">
      {hiddenInputs}
      <fieldset className={`${formStyles.fieldset} ${styles.grid}`} disabled={busy || locked}>
        <h2 className={`${styles.wide} ${styles.formHeading}`}>{t('registrationAddress')}</h2>
        {address('addressPostal', false)}
        <h2 className={`${styles.wide} ${styles.formHeading}`}>{t('residentialAddress')}</h2>
        <div className={styles.wide}>
          <Checkbox label={t('sameAddress')} {...field('sameAddress')} />
        </div>
        {address('addressResidential', same)}
        <DocumentFormActions errors={common} canSave={canSave} busy={busy} />
      </fieldset>
    </form>
  );
}
