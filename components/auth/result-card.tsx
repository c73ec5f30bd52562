import type { ReactNode } from 'react';

import { AlertIcon, CheckIcon } from '@/components/ui/icons';

import styles from './result-card.module.css';

type Props = {
  tone: 'success' | 'error' | 'info';
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  testId?: string;
};

/** A finished step: an icon, a heading, a few lines and what to do next. */
export function ResultCard({ tone, title, children, actions, testId }: Props) {
  return (
    <section className={styles.card} data-testid={testId}>
      <span className={`${styles.badge} ${styles[tone]}`} aria-hidden="true">
        {tone === 'error' ? <AlertIcon size={30} /> : <CheckIcon size={30} />}
      </span>
      <h1 className={styles.title}>{title}</h1>
      {children ? <div className={styles.text}>{children}</div> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
