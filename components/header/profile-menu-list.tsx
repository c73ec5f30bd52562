'use client';

import { useTranslations } from 'next-intl';

import { useAppState } from '@/components/shell/app-state';
import { LogOutIcon } from '@/components/ui/icons';
import { Link } from '@/lib/i18n/navigation';

import styles from './header.module.css';
import { PROFILE_LINKS } from './profile-links';

/** The profile menu of SPEC §2 (General, Verification, Security, Change Password, Log out). */
export function ProfileMenuList({ email, onNavigate }: { email: string; onNavigate: () => void }) {
  const t = useTranslations('ProfileMenu');
  const { openLogout } = useAppState();
  return (
    <>
      <p className={styles.popupEmail}>{email}</p>
      <ul>
        {PROFILE_LINKS.map((link) => (
          <li key={link.key}>
            <Link href={link.href} className={styles.popupItem} onClick={onNavigate}>
              {t(link.key)}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={`${styles.popupItem} ${styles.popupDanger}`}
            onClick={() => {
              onNavigate();
              openLogout();
            }}
          >
            <LogOutIcon size={18} />
            {t('logOut')}
          </button>
        </li>
      </ul>
    </>
  );
}
