'use client';

import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';

import styles from './checkbox.module.css';
import { FieldError } from './field-error';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode; error?: string };

export const Checkbox = forwardRef<HTMLInputElement, Props>(function Checkbox(
  { label, error, id, ...input },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={styles.wrap}>
      <div className={styles.row}>
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          className={styles.box}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
      </div>
      {error ? (
        <FieldError id={errorId} name={input.name ?? inputId} error={error} className={styles.error} />
      ) : null}
    </div>
  );
});
