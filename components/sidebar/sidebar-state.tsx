'use client';

import { useTranslations } from 'next-intl';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

import { SidebarIcon } from '@/components/ui/icons';
import { BREAKPOINT_TABLET_PX } from '@/lib/policy';

import styles from './sidebar.module.css';

/** null until mounted: CSS alone decides (open on tablets and desktops, closed on phones). */
type SidebarState = { open: boolean | null; toggle: () => void; close: () => void };

const SidebarContext = createContext<SidebarState>({ open: null, toggle: () => {}, close: () => {} });

export function useSidebar(): SidebarState {
  return useContext(SidebarContext);
}

export function SidebarProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    // Same answer as the CSS default, so taking over causes no visible change.
    setOpen(window.matchMedia(`(min-width: ${BREAKPOINT_TABLET_PX}px)`).matches);
  }, []);
  const value: SidebarState = { open, toggle: () => setOpen((v) => !v), close: () => setOpen(false) };
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
