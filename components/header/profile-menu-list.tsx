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
          {/* Before hydration Log out posts the logout form (its confirmation popup needs script). */}
          <form
            method="post"
            action="/api/auth/logout"
            onSubmit={(event) => {
              event.preventDefault();
              onNavigate();
              openLogout();
            }}
          >
            <button type="submit" className={`${styles.popupItem} ${styles.popupDanger}`}>
              <LogOutIcon size={18} />
              {t('logOut')}
            </button>
          </form>
        </li>
      </ul>
    </>
  );
}
