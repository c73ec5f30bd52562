'use client';

import { forwardRef, useId } from 'react';

import { OTP_LENGTH } from '@/lib/policy';

import styles from './otp-input.module.css';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Called once the code has all its characters (SPEC §5: auto-submit at 6). */
  onComplete?: (value: string) => void;
  error?: string;
  disabled?: boolean;
  /** Digits only (authenticator, Telegram) or any 6 characters (e-mail codes). */
  numeric?: boolean;
  autoFocus?: boolean;
};

/** A one-time-code input: one field, so paste and SMS/OS autofill work; shown as six cells. */
export const OtpInput = forwardRef<HTMLInputElement, Props>(function OtpInput(
  { label, value, onChange, onComplete, error, disabled, numeric = true, autoFocus },
  ref,
) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.wrap}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.cells} aria-hidden="true">
        {Array.from({ length: OTP_LENGTH }, (_, i) => (
          <span
            key={i}
            className={`${styles.cell} ${i === value.length ? styles.current : ''} ${error ? styles.invalid : ''}`}
          >
            {value[i] ?? ''}
          </span>
        ))}
      </div>
      <input
        ref={ref}
        id={id}
        className={styles.input}
        value={value}
        disabled={disabled}
        autoFocus={autoFocus}
        inputMode={numeric ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-testid="otp-input"
        onChange={(event) => {
          const raw = numeric ? event.target.value.replace(/\D/g, '') : event.target.value.replace(/\s/g, '');
          const next = raw.slice(0, OTP_LENGTH);
          onChange(next);
          if (next.length === OTP_LENGTH) onComplete?.(next);
        }}
      />
      <p id={errorId} className={styles.error} aria-live="polite" data-testid="otp-error">
        {error}
      </p>
    </div>
  );
});
