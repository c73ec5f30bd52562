'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { AlertIcon } from '@/components/ui/icons';

import { useAppState } from './app-state';
import styles from './status-screen.module.css';

/** The error and warning pages of SPEC §2; anything else renders the page itself. */
export function StatusBoundary({ children }: { children: ReactNode }) {
  const { status, setStatus, openLogout, loggedIn } = useAppState();
  if (status.state === 'error') {
    return (
      <ErrorScreen
        title={status.title}
        messages={status.messages}
        loggedIn={loggedIn}
        onLogout={openLogout}
      />
    );
  }
  if (status.state === 'warning') {
    return (
      <WarningScreen
        title={status.title}
        messages={status.messages}
        onClose={() => setStatus({ state: 'success' })}
        onLogout={loggedIn ? openLogout : undefined}
      />
    );
  }
  return <>{children}</>;
}

type ErrorProps = { title?: string; messages: string[]; loggedIn: boolean; onLogout?: () => void };

export function ErrorScreen({ title, messages, loggedIn, onLogout }: ErrorProps) {
  const t = useTranslations('ErrorPage');
  return (
    <section className={styles.screen} data-testid="error-screen">
      <span className={`${styles.badge} ${styles.error}`} aria-hidden="true">
        <AlertIcon size={32} />
      </span>
      <h1 className={styles.title}>{title ?? t('title')}</h1>
      {messages.map((message) => (
        <p key={message} className={styles.message}>
          {message}
        </p>
      ))}
      <div className={styles.actions}>
        <Button onClick={() => window.location.reload()}>{t('tryAgain')}</Button>
        {loggedIn && onLogout ? (
          <Button variant="ghost" onClick={onLogout}>
            {t('logOut')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

type WarningProps = { title?: string; messages: string[]; onClose: () => void; onLogout?: () => void };

export function WarningScreen({ title, messages, onClose, onLogout }: WarningProps) {
  const t = useTranslations('WarningPage');
  const tError = useTranslations('ErrorPage');
  return (
    <section className={styles.screen} data-testid="warning-screen">
      <span className={`${styles.badge} ${styles.warning}`} aria-hidden="true">
        <AlertIcon size={32} />
      </span>
      <h1 className={styles.title}>{title ?? t('title')}</h1>
      {messages.map((message) => (
        <p key={message} className={styles.message}>
          {message}
        </p>
      ))}
      <div className={styles.actions}>
        <Button onClick={onClose}>{t('close')}</Button>
        {onLogout ? (
          <Button variant="ghost" onClick={onLogout}>
            {tError('logOut')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
