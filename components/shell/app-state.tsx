'use client';

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

import { useErrorText } from '@/components/forms/field';
import { onApiFailure } from '@/lib/client/api';
import { accessOf } from '@/lib/navigation/routes';
import { NOTIFICATION_DISMISS_MS } from '@/lib/policy';

import { LogoutDialog } from './logout-dialog';
import { NotificationBar, type Notification, type NotificationType } from './notification-bar';

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
  // The shown notification's type, and whether the reader holds it (pointer over it or focus in it).
  const shownType = useRef<NotificationType | null>(null);
  const held = useRef(false);
  const errorText = useErrorText();

  const dismiss = useCallback(() => {
    clearTimeout(timer.current);
    shownType.current = null;
    setNotification(null);
  }, []);

  /** (Re)starts the countdown of a self-dismissing notification, unless the reader holds it. */
  const arm = useCallback(() => {
    clearTimeout(timer.current);
    if (held.current || shownType.current === null || shownType.current === 'wait') return;
    timer.current = setTimeout(dismiss, NOTIFICATION_DISMISS_MS);
  }, [dismiss]);

  const notify = useCallback(
    (type: NotificationType, message?: string) => {
      counter.current += 1;
      shownType.current = type;
      setNotification({ id: counter.current, type, message });
      arm();
    },
    [arm],
  );

  // WCAG 2.2.1: no countdown while the reader is on the bar. Letting go starts a fresh 6 s rather
  // than the remainder, so one who hovered near the end still gets time to finish reading.
  const hold = useCallback(
    (on: boolean) => {
      held.current = on;
      if (on) clearTimeout(timer.current);
      else arm();
    },
    [arm],
  );

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
            messages: effects.globalError.messages.map((code) => errorText(code) ?? code),
          });
          return;
        }
        // SPEC §7: any answer other than success with an errors list sets the error notification —
        // a refused form (4xx) as much as a server fault (5xx).
        notify('error');
      }),
    [notify, errorText],
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
      <NotificationBar notification={notification} onClose={dismiss} onHoldChange={hold} />
      <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
    </AppStateContext.Provider>
  );
}
