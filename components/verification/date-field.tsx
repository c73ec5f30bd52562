'use client';

import { useLocale } from 'next-intl';
import { forwardRef, type InputHTMLAttributes } from 'react';

import { TextField } from '@/components/forms/field';
import { parseIsoDate } from '@/lib/verification/document-dates';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  error?: string;
  /** The current value, to spell it out in the page's language under the field. */
  current?: string;
};

/**
 * A date as the browser's own date input (keyboard, screen readers and the picker come with it),
 * with the SPEC §5 bounds as min/max, and the chosen date spelled out in the page's language — the
 * input itself follows the browser's locale.
 */
export const DateField = forwardRef<HTMLInputElement, Props>(function DateField({ current, ...props }, ref) {
  const locale = useLocale();
  const ms = current ? parseIsoDate(current) : null;
  const spelled =
    ms === null
      ? undefined
      : new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(ms));
  return <TextField ref={ref} type="date" hint={spelled} {...props} />;
});
