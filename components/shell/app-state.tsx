'use client';

import { useTranslations } from 'next-intl';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

import { onApiFailure } from '@/lib/client/api';
import { NOTIFICATION_DISMISS_MS } from '@/lib/policy';
import { accessOf } from '@/lib/routes';

import { LogoutDialog } from './logout-dialog';
import { NotificationBar } from './notification-bar';

export type NotificationType = 'success' | 'error' | 'wait';
export type Notification = { id: number; type: NotificationType; message?: string };

export type GlobalStatus =
  | { state: 'success' }
  | { state: 'loading' }
  | { state: 'error' | 'warning'; title?: string; messages: string[] };

type AppState = {
  notification: Notification | null;
  /** Shows a notification; success and error close themselves after 6 s, a new one replaces the old. */
  notify: (type: NotificationType, message?: string) => void;
  dismiss: () => void;
  status: GlobalStatus;
  setStatus: (status: GlobalStatus) => void;
  openLogout: () => void;
  loggedIn: boolean;
};

const AppStateContext = createContext<AppState | null>(null);

export function useAppState(): AppState {
  const value = useContext(AppStateContext);
  if (!value) throw new Error('useAppState outside AppStateProvider');
  return value;
}

function pathWithoutLocale(): string {
  return window.location.pathname.replace(/^\/[^/]+/, '') || '/';
}

export function AppStateProvider({ children, loggedIn }: { children: ReactNode; loggedIn: boolean }) {
  const [notification, setNotification] = useState<Notification | null>(null);
  const [status, setStatus] = useState<GlobalStatus>({ state: 'success' });
  const [logoutOpen, setLogoutOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const counter = useRef(0);
  const tErrors = useTranslations('Errors');

  const dismiss = useCallback(() => {
    clearTimeout(timer.current);
    setNotification(null);
  }, []);

  const notify = useCallback((type: NotificationType, message?: string) => {
    clearTimeout(timer.current);
    counter.current += 1;
    setNotification({ id: counter.current, type, message });
    if (type !== 'wait') timer.current = setTimeout(() => setNotification(null), NOTIFICATION_DISMISS_MS);
  }, []);

  useEffect(() => {
    // Tells tests (and anyone watching) that the page is interactive.
    document.documentElement.dataset.hydrated = 'true';
    return () => clearTimeout(timer.current);
  }, []);

  useEffect(
    () =>
      onApiFailure((failure) => {
        const { effects } = failure;
        if (effects.unauthorized && accessOf(pathWithoutLocale()) === 'user') {
          const locale = document.documentElement.lang || 'en';
          window.location.assign(`/${locale}/login`);
          return;
        }
        if (effects.globalError) {
          setStatus({
            state: 'error',
            title: effects.globalError.title,
            messages: effects.globalError.messages.map((code) => (tErrors.has(code) ? tErrors(code) : code)),
          });
          return;
        }
        if (effects.notify) notify('error');
      }),
    [notify, tErrors],
  );

  const value = useMemo<AppState>(
    () => ({
      notification,
      notify,
      dismiss,
      status,
      setStatus,
      openLogout: () => setLogoutOpen(true),
      loggedIn,
    }),
    [notification, notify, dismiss, status, loggedIn],
  );

  return (
    <AppStateContext.Provider value={value}>
      {children}
      <NotificationBar notification={notification} onClose={dismiss} />
      <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
    </AppStateContext.Provider>
  );
}
