'use client';

import { useTranslations } from 'next-intl';

import { useHydrated } from '@/components/forms/use-hydrated';
import { useDisclosure } from '@/components/ui/use-disclosure';

import styles from './header.module.css';
import { NativeMenu } from './language-menu';
import { ProfileMenuList } from './profile-menu-list';

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
  const tHeader = useTranslations('Header');
  const { open, id, container, triggerProps, close } = useDisclosure();
  const hydrated = useHydrated();
  const face = (
    <>
      <span aria-hidden="true">{initialsOf(firstName, lastName, email)}</span>
      <span className="visually-hidden">{`${tHeader('account')}: ${email}`}</span>
    </>
  );
  const popup = (
    <div id={id} className={`${styles.popup} ${styles.profilePopup}`} data-testid="profile-menu">
      <ProfileMenuList email={email} onNavigate={close} />
    </div>
  );

  if (!hydrated) {
    return (
      <NativeMenu summary={face} summaryClass={styles.avatar} testId="avatar-button">
        {popup}
      </NativeMenu>
    );
  }
  return (
    <div className={styles.menuWrap} ref={container}>
      <button {...triggerProps} className={styles.avatar} title={email} data-testid="avatar-button">
        {face}
      </button>
      {open ? popup : null}
    </div>
  );
}
