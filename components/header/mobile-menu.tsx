'use client';

import { useTranslations } from 'next-intl';

import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { useDisclosure } from '@/components/ui/use-disclosure';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/navigation/routes';

import styles from './header.module.css';
import { ProfileMenuList } from './profile-menu-list';

type Props = { email?: string; showAuthLinks: boolean; showSignUp: boolean };

export function MobileMenu({ email, showAuthLinks, showSignUp }: Props) {
  const t = useTranslations('Header');
  const { open, id, container, triggerProps, close } = useDisclosure();

  if (!email && !showAuthLinks) return null;
  return (
    <div className={styles.menuWrap} ref={container}>
      <button
        {...triggerProps}
        className={styles.iconButton}
        aria-label={open ? t('closeMenu') : t('openMenu')}
        data-testid="mobile-menu-button"
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      {open ? (
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
      ) : null}
    </div>
  );
}
