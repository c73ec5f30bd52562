'use client';

import { useTranslations } from 'next-intl';

import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/navigation/routes';

import { HeaderMenu } from './header-menu';
import styles from './header.module.css';
import { ProfileMenuList } from './profile-menu-list';

type Props = { email?: string; showAuthLinks: boolean; showSignUp: boolean };

export function MobileMenu({ email, showAuthLinks, showSignUp }: Props) {
  const t = useTranslations('Header');
  if (!email && !showAuthLinks) return null;
  return (
    <HeaderMenu
      faceClass={styles.iconButton}
      testId="mobile-menu-button"
      face={(open) => (
        <>
          {open ? <CloseIcon /> : <MenuIcon />}
          <span className="visually-hidden">{open ? t('closeMenu') : t('openMenu')}</span>
        </>
      )}
      popup={({ id, close }) => (
        <nav id={id} className={`${styles.popup} ${styles.mobilePanel}`} aria-label={t('mainNavigation')}>
          {email ? (
            <ProfileMenuList email={email} onNavigate={close} />
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
      )}
    />
  );
}
