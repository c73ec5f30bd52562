'use client';

import { useTranslations, type Messages } from 'next-intl';
import { forwardRef, useCallback, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';

import { FieldError } from './field-error';
import styles from './forms.module.css';

/** Translates a SPEC §8 code (or a list joined by ', '); unknown codes are shown raw. */
export function useErrorText() {
  const t = useTranslations('Errors');
  // Stable per locale, so effects that depend on it do not re-run on every render.
  return useCallback(
    (codes: string | string[] | undefined, field?: string): string | undefined => {
      if (!codes || codes.length === 0) return undefined;
      // Codes come from the server at run time: the one place a key is not known to the type checker.
      const known = (key: string): key is ErrorKey => t.has(key as ErrorKey);
      const list = Array.isArray(codes) ? codes : codes.split(', ');
      return list
        .map((code) => {
          const specific = field ? `${code}_${field}` : '';
          if (known(specific)) return t(specific);
          return known(code) ? t(code) : code;
        })
        .join(', ');
    },
    [t],
  );
}

type ErrorKey = keyof Messages['Errors'];

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** A translated error text. */
  error?: string;
  hint?: ReactNode;
  trailing?: ReactNode;
};

/** A labelled input whose error is linked by aria-describedby and announced politely. */
export const TextField = forwardRef<HTMLInputElement, FieldProps>(function TextField(
  { label, error, hint, trailing, id, className, ...input },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={`${styles.control} ${error ? styles.invalid : ''}`}>
        <input
          ref={ref}
          id={inputId}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {trailing}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} name={input.name ?? inputId} error={error} />
    </div>
  );
});

/** A password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<FieldProps, 'type' | 'trailing'>>(
  function PasswordField(props, ref) {
    const t = useTranslations('Common');
    const [visible, setVisible] = useState(false);
    return (
      <TextField
        ref={ref}
        type={visible ? 'text' : 'password'}
        {...props}
        trailing={
          <button
            type="button"
            className={styles.trailingButton}
            aria-pressed={visible}
            aria-label={visible ? t('hidePassword') : t('showPassword')}
            onClick={() => setVisible((v) => !v)}
          >
            <EyeIcon crossed={visible} />
          </button>
        }
      />
    );
  },
);

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}

/** Errors that belong to no field, announced assertively. */
export function FormErrors({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <div className={styles.formError} role="alert" data-testid="form-errors">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
