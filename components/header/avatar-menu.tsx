'use client';

import { useTranslations } from 'next-intl';

import { initialsOf } from '@/components/ui/initials';

import { HeaderMenu } from './header-menu';
import styles from './header.module.css';
import { ProfileMenuList } from './profile-menu-list';

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
  const tHeader = useTranslations('Header');
  return (
    <HeaderMenu
      faceClass={styles.avatar}
      title={email}
      testId="avatar-button"
      face={() => (
        <>
          <span aria-hidden="true">{initialsOf(firstName, lastName, email)}</span>
          <span className="visually-hidden">{`${tHeader('account')}: ${email}`}</span>
        </>
      )}
      popup={({ id, close }) => (
        <div id={id} className={`${styles.popup} ${styles.profilePopup}`} data-testid="profile-menu">
          <ProfileMenuList email={email} onNavigate={close} />
        </div>
      )}
    />
  );
}
