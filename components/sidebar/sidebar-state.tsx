'use client';

import { useTranslations } from 'next-intl';
import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';

import { SidebarIcon } from '@/components/ui/icons';
import { BREAKPOINT_TABLET_PX } from '@/lib/policy';

import styles from './sidebar.module.css';

/** null until mounted: CSS alone decides (open on tablets and desktops, closed on phones). */
type SidebarState = { open: boolean | null; toggle: () => void; closeOnPhone: () => void };

const SidebarContext = createContext<SidebarState>({ open: null, toggle: () => {}, closeOnPhone: () => {} });

export function useSidebar(): SidebarState {
  return useContext(SidebarContext);
}

const WIDE = `(min-width: ${BREAKPOINT_TABLET_PX}px)`;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function SidebarProvider({ children }: { children: ReactNode }) {
  // The screen's default (open unless on a phone) until the user toggles; null while server-rendering.
  const wide = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => null,
  );
  const [choice, setChoice] = useState<boolean | null>(null);
  const open = choice ?? wide;
  const value: SidebarState = {
    open,
    toggle: () => setChoice(!open),
    // On a phone the sidebar lies over the page: a chosen link should reveal the page it opens.
    closeOnPhone: () => {
      if (!window.matchMedia(WIDE).matches) setChoice(false);
    },
  };
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export function SidebarToggle() {
  const t = useTranslations('Sidebar');
  const { open, toggle } = useSidebar();
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-controls="profile-sidebar"
      aria-expanded={open ?? undefined}
      aria-label={open === false ? t('expand') : t('collapse')}
      data-testid="sidebar-toggle"
      onClick={toggle}
    >
      <SidebarIcon />
    </button>
  );
}
