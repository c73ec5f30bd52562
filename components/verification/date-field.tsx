'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useState, type ComponentType } from 'react';

import { TextField } from '@/components/forms/field';

import type { DatePickerProps } from './date-picker';

type Props = Omit<DatePickerProps, 'errorId' | 'labels'> & {
  /** React Hook Form's ref, so the native input before hydration is the field's element. */
  inputRef?: (element: HTMLInputElement | null) => void;
  autoComplete?: string;
};

type Picker = ComponentType<DatePickerProps & { locale: string }>;

/**
 * A passport date. Before hydration it is the browser's own date input under the same name, so the
 * form posts natively; once the page runs, React Aria's segments in the page's language take over,
 * fetched then (the picker is the verification pages' only, and not in anyone's first load). The value
 * is the form's `YYYY-MM-DD` string throughout, so the switch keeps what is there.
 */
export function DateField({ inputRef, autoComplete, ...props }: Props) {
  const t = useTranslations('Verification');
  const locale = useLocale();
  const errorId = `${useId()}-error`;
  const [Picker, setPicker] = useState<Picker | null>(null);

  // An effect runs once the page is hydrated: until then the native input stands.
  useEffect(() => {
    let live = true;
    void import('./date-picker').then((module) => live && setPicker(() => module.DatePicker));
    return () => {
      live = false;
    };
  }, []);

  if (Picker) {
    return (
      <Picker
        {...props}
        locale={locale}
        errorId={errorId}
        labels={{ open: t('openCalendar'), previous: t('previousMonth'), next: t('nextMonth') }}
      />
    );
  }
  return (
    <TextField
      ref={(element) => {
        // Typed before hydration: the form takes the input's value, not the other way round.
        if (element && element.value !== props.value) props.onChange(element.value);
        inputRef?.(element);
      }}
      type="date"
      label={props.label}
      name={props.name}
      defaultValue={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      onBlur={props.onBlur}
      min={props.min}
      max={props.max}
      autoComplete={autoComplete}
      hint={props.hint}
      error={props.error}
      disabled={props.disabled}
    />
  );
}
