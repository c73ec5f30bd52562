import type { ButtonHTMLAttributes, ReactNode } from 'react';

import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: 'm' | 'l';
  block?: boolean;
  busy?: boolean;
  children: ReactNode;
};

export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: 'm' | 'l' = 'm',
  block = false,
): string {
  return [styles.button, styles[variant], styles[size], block ? styles.block : ''].filter(Boolean).join(' ');
}

export function Button({
  variant = 'primary',
  size = 'm',
  block,
  busy,
  className,
  children,
  type,
  ...rest
}: Props) {
  return (
    <button
      type={type ?? 'button'}
      className={`${buttonClass(variant, size, block)} ${className ?? ''}`}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <span className={styles.busy} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
