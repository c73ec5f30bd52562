'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useId, useRef, useState } from 'react';

import { useAppState } from '@/components/shell/app-state';
import { CloseIcon, LogOutIcon, MenuIcon } from '@/components/ui/icons';
import { useDismiss } from '@/components/ui/use-dismiss';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/routes';

import styles from './header.module.css';
import { PROFILE_LINKS } from './profile-links';

type Props = { email?: string; showAuthLinks: boolean; showSignUp: boolean };

export function MobileMenu({ email, showAuthLinks, showSignUp }: Props) {
  const t = useTranslations('Header');
  const tMenu = useTranslations('ProfileMenu');
  const { openLogout } = useAppState();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, container, trigger, close);

  if (!email && !showAuthLinks) return null;
  return (
    <div className={styles.menuWrap} ref={container}>
      <button
        ref={trigger}
        type="button"
        className={styles.iconButton}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t('closeMenu') : t('openMenu')}
        data-testid="mobile-menu-button"
        onClick={() => setOpen((v) => !v)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      {open ? (
        <nav
          id={panelId}
          className={`${styles.popup} ${styles.mobilePanel}`}
          aria-label={t('mainNavigation')}
        >
          {email ? (
            <>
              <p className={styles.popupEmail}>{email}</p>
              <ul>
                {PROFILE_LINKS.map((link) => (
                  <li key={link.key}>
                    <Link href={link.href} className={styles.popupItem} onClick={close}>
                      {tMenu(link.key)}
                    </Link>
                  </li>
                ))}
                <li>
                  <button
                    type="button"
                    className={`${styles.popupItem} ${styles.popupDanger}`}
                    onClick={() => {
                      close();
                      openLogout();
                    }}
                  >
                    <LogOutIcon size={18} />
                    {tMenu('logOut')}
                  </button>
                </li>
              </ul>
            </>
          ) : (
            <ul>
              <li>
                <Link href={ROUTES.login} className={styles.popupItem} onClick={close}>
                  {t('logIn')}
                </Link>
              </li>
              {showSignUp ? (
                <li>
                  <Link href={ROUTES.registration} className={styles.popupItem} onClick={close}>
                    {t('signUp')}
                  </Link>
                </li>
              ) : null}
            </ul>
          )}
        </nav>
      ) : null}
    </div>
  );
}
