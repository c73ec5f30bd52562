'use client';

import { forwardRef, useId, type SelectHTMLAttributes } from 'react';

import { ChevronDownIcon } from '@/components/ui/icons';

import { FieldError } from './field-error';
import styles from './forms.module.css';

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: readonly { value: string; label: string }[];
  /** A translated error text. */
  error?: string;
};

/** A labelled native select (short fixed lists); its error is linked and announced like TextField's. */
export const SelectField = forwardRef<HTMLSelectElement, Props>(function SelectField(
  { label, options, error, id, className, ...select },
  ref,
) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = `${selectId}-error`;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={selectId} className={styles.label}>
        {label}
      </label>
      <div className={`${styles.control} ${error ? styles.invalid : ''}`}>
        <select
          ref={ref}
          id={selectId}
          className={`${styles.input} ${styles.select}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon size={18} className={styles.selectChevron} />
      </div>
      <FieldError id={errorId} name={select.name ?? selectId} error={error} />
    </div>
  );
});
