'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useId, useRef, useState } from 'react';

import { useAppState } from '@/components/shell/app-state';
import { LogOutIcon } from '@/components/ui/icons';
import { useDismiss } from '@/components/ui/use-dismiss';
import { Link } from '@/lib/i18n/navigation';

import styles from './header.module.css';
import { PROFILE_LINKS } from './profile-links';

export function initialsOf(firstName: string, lastName: string, email: string): string {
  const letters = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`;
  return (letters || email.charAt(0)).toUpperCase();
}

/** The avatar with the user's e-mail as its tooltip, opening the profile menu. */
export function AvatarMenu({
  email,
  firstName,
  lastName,
}: {
  email: string;
  firstName: string;
  lastName: string;
}) {
  const t = useTranslations('ProfileMenu');
  const tHeader = useTranslations('Header');
  const { openLogout } = useAppState();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, container, trigger, close);

  return (
    <div className={styles.menuWrap} ref={container}>
      <button
        ref={trigger}
        type="button"
        className={styles.avatar}
        title={email}
        aria-expanded={open}
        aria-controls={menuId}
        data-testid="avatar-button"
        onClick={() => setOpen((v) => !v)}
      >
        <span aria-hidden="true">{initialsOf(firstName, lastName, email)}</span>
        <span className="visually-hidden">{`${tHeader('account')}: ${email}`}</span>
      </button>
      {open ? (
        <div id={menuId} className={`${styles.popup} ${styles.profilePopup}`} data-testid="profile-menu">
          <p className={styles.popupEmail}>{email}</p>
          <ul>
            {PROFILE_LINKS.map((link) => (
              <li key={link.key}>
                <Link href={link.href} className={styles.popupItem} onClick={close}>
                  {t(link.key)}
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
                {t('logOut')}
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
