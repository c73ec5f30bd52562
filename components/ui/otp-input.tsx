'use client';

import { forwardRef, useId } from 'react';

import { useHydrated } from '@/components/forms/use-hydrated';
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
  /** The field's name when it sits in a form that may post before hydration. */
  name?: string;
};

/**
 * A one-time-code input: one field, so paste and SMS/OS autofill work; shown as six cells. The cells are
 * drawn by script over a transparent input: before hydration (or without JavaScript) the input itself
 * shows, letter-spaced, so the typed code can be read.
 */
export const OtpInput = forwardRef<HTMLInputElement, Props>(function OtpInput(
  { label, value, onChange, onComplete, error, disabled, numeric = true, autoFocus, name },
  ref,
) {
  const id = useId();
  const errorId = `${id}-error`;
  const hydrated = useHydrated();

  const clean = (text: string) => (numeric ? text.replace(/\D/g, '') : text.replace(/\s/g, ''));

  function accept(text: string) {
    const next = clean(text).slice(0, OTP_LENGTH);
    onChange(next);
    if (next.length === OTP_LENGTH) onComplete?.(next);
  }

  return (
    <div className={styles.wrap}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hydrated ? (
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
      ) : null}
      <input
        ref={ref}
        id={id}
        name={name}
        className={hydrated ? styles.input : `${styles.plain} ${error ? styles.invalid : ''}`}
        value={value}
        disabled={disabled}
        autoFocus={autoFocus}
        inputMode={numeric ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-testid="otp-input"
        onChange={(event) => accept(event.target.value)}
        onPaste={(event) => {
          // maxLength would cut "12 34-56" to "12 34-" before onChange sees it, so a paste is cleaned
          // first: a whole code replaces the value, a part goes in at the caret.
          event.preventDefault();
          const pasted = clean(event.clipboardData.getData('text'));
          if (!pasted) return;
          const input = event.currentTarget;
          const start = input.selectionStart ?? value.length;
          const end = input.selectionEnd ?? value.length;
          accept(pasted.length >= OTP_LENGTH ? pasted : value.slice(0, start) + pasted + value.slice(end));
        }}
      />
      <p id={errorId} className={styles.error} aria-live="polite" data-testid="otp-error">
        {error}
      </p>
    </div>
  );
});
