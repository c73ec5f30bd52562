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
  if (status.state === 'error') return <ErrorScreen title={status.title} messages={status.messages} />;
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

type ScreenProps = {
  tone: 'error' | 'warning';
  title: string;
  messages: string[];
  testId: string;
  children: ReactNode;
};

function StatusScreen({ tone, title, messages, testId, children }: ScreenProps) {
  return (
    <section className={styles.screen} data-testid={testId}>
      <span className={`${styles.badge} ${styles[tone]}`} aria-hidden="true">
        <AlertIcon size={32} />
      </span>
      <h1 className={styles.title}>{title}</h1>
      {messages.map((message) => (
        <p key={message} className={styles.message}>
          {message}
        </p>
      ))}
      <div className={styles.actions}>{children}</div>
    </section>
  );
}

type ErrorProps = {
  title?: string;
  messages: string[];
  /** Rendered where no layout gave the page a `<main>` (a failed config or profile). */
  standalone?: boolean;
};

/**
 * The one error screen of SPEC §2: a title and messages, "Try again" reloads the page, "Log out" when
 * a session exists. Used for global errors, render failures (`error.tsx`), a failed config or profile.
 */
export function ErrorScreen({ title, messages, standalone = false }: ErrorProps) {
  const t = useTranslations('ErrorPage');
  const { loggedIn, openLogout } = useAppState();
  const screen = (
    <StatusScreen tone="error" title={title ?? t('title')} messages={messages} testId="error-screen">
      <Button onClick={() => window.location.reload()}>{t('tryAgain')}</Button>
      {loggedIn ? (
        <Button variant="ghost" onClick={openLogout}>
          {t('logOut')}
        </Button>
      ) : null}
    </StatusScreen>
  );
  return standalone ? <main id="main">{screen}</main> : screen;
}

type WarningProps = { title?: string; messages: string[]; onClose: () => void; onLogout?: () => void };

/** SPEC §2 warning page: "Close" resets the state to success; a logout link. */
export function WarningScreen({ title, messages, onClose, onLogout }: WarningProps) {
  const t = useTranslations('WarningPage');
  const tError = useTranslations('ErrorPage');
  return (
    <StatusScreen tone="warning" title={title ?? t('title')} messages={messages} testId="warning-screen">
      <Button onClick={onClose}>{t('close')}</Button>
      {onLogout ? (
        <Button variant="ghost" onClick={onLogout}>
          {tError('logOut')}
        </Button>
      ) : null}
    </StatusScreen>
  );
}
