'use client';

import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  DatePicker as AriaDatePicker,
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
  Text,
} from 'react-aria-components';

import { FieldError } from '@/components/forms/field-error';
import formStyles from '@/components/forms/forms.module.css';
import { CalendarIcon, ChevronEndIcon, ChevronStartIcon } from '@/components/ui/icons';

import styles from './date-picker.module.css';

/** What the form's date field hands the picker once the page runs (date-field.tsx loads this module). */
export type DatePickerProps = {
  label: string;
  name: string;
  /** `YYYY-MM-DD` or '' — the form's value, unchanged in shape. */
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  min?: string;
  max?: string;
  /** The date an empty field's calendar opens on and its segments count from. */
  opensOn: string;
  hint?: string;
  /** A translated error text, shown under the field as the other fields show theirs. */
  error?: string;
  errorId: string;
  disabled: boolean;
  labels: { open: string; previous: string; next: string };
};

/** '' and half-typed or impossible dates are no date: the form then holds '' and the schema says so. */
function toDate(value: string | undefined): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/**
 * A passport prints its dates in the Gregorian calendar (ICAO 9303), and the form stores them as
 * Gregorian ISO dates: a locale whose default calendar differs (Thai: Buddhist, year 2569 for 2026)
 * would have the user type a year the passport does not show. So the calendar is pinned to Gregorian;
 * the digits stay the locale's own (Bengali, Arabic-Indic): they change nothing in the stored value,
 * and the segments accept Latin digits typed as well.
 */
export function gregorianLocale(locale: string): string {
  return `${locale}-u-ca-gregory`;
}

/**
 * React Aria's date picker: day, month and year segments in the page's order, typed or stepped with
 * the arrow keys, and a calendar that opens on `opensOn` while the field is empty.
 */
export function DatePicker(props: DatePickerProps & { locale: string }) {
  const value = toDate(props.value);
  return (
    <I18nProvider locale={gregorianLocale(props.locale)}>
      <AriaDatePicker
        className={`${formStyles.field} ${styles.picker}`}
        name={props.name}
        value={value}
        onChange={(date) => props.onChange(date ? date.toString() : '')}
        onBlur={props.onBlur}
        minValue={toDate(props.min)}
        maxValue={toDate(props.max)}
        placeholderValue={toDate(props.opensOn) ?? undefined}
        granularity="day"
        shouldForceLeadingZeros
        isInvalid={Boolean(props.error)}
        isDisabled={props.disabled}
        // The form's own error line (FieldError, polite live region) stays the one that speaks.
        aria-describedby={props.errorId}
      >
        <Label className={formStyles.label}>{props.label}</Label>
        <Group className={`${formStyles.control} ${props.error ? formStyles.invalid : ''} ${styles.group}`}>
          <DateInput className={styles.input}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <Button className={formStyles.trailingButton} aria-label={props.labels.open}>
            <CalendarIcon />
          </Button>
        </Group>
        {props.hint ? (
          <Text slot="description" className={formStyles.hint}>
            {props.hint}
          </Text>
        ) : null}
        <FieldError id={props.errorId} name={props.name} error={props.error} />
        <Popover className={styles.popover} placement="bottom start">
          <Dialog className={styles.dialog}>
            <Calendar className={styles.calendar}>
              <header className={styles.header}>
                <Button slot="previous" className={styles.nav} aria-label={props.labels.previous}>
                  <ChevronStartIcon />
                </Button>
                <Heading className={styles.heading} />
                <Button slot="next" className={styles.nav} aria-label={props.labels.next}>
                  <ChevronEndIcon />
                </Button>
              </header>
              <CalendarGrid className={styles.grid}>
                {(date) => <CalendarCell date={date} className={styles.cell} />}
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </I18nProvider>
  );
}
