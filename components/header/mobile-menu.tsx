'use client';

import { useTranslations } from 'next-intl';

import { useHydrated } from '@/components/forms/use-hydrated';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { useDisclosure } from '@/components/ui/use-disclosure';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/navigation/routes';

import styles from './header.module.css';
import { NativeMenu } from './language-menu';
import { ProfileMenuList } from './profile-menu-list';

type Props = { email?: string; showAuthLinks: boolean; showSignUp: boolean };

export function MobileMenu({ email, showAuthLinks, showSignUp }: Props) {
  const t = useTranslations('Header');
  const { open, id, container, triggerProps, close } = useDisclosure();
  const hydrated = useHydrated();

  if (!email && !showAuthLinks) return null;
  const panel = (
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
  );
  if (!hydrated) {
    const face = (
      <>
        <MenuIcon />
        <span className="visually-hidden">{t('openMenu')}</span>
      </>
    );
    return (
      <NativeMenu summary={face} summaryClass={styles.iconButton} testId="mobile-menu-button">
        {panel}
      </NativeMenu>
    );
  }
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
      {open ? panel : null}
    </div>
  );
}
