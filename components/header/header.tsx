import { useTranslations } from 'next-intl';

import { buttonClass } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/navigation/routes';

import { AvatarMenu } from './avatar-menu';
import styles from './header.module.css';
import { LanguageMenu } from './language-menu';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';

export type HeaderUser = { email: string; firstName: string; lastName: string };

type Props = {
  user: HeaderUser | null;
  registrationAvailable: boolean;
  variant: 'landing' | 'guest' | 'profile';
  tone?: 'light' | 'dark';
  /** The profile layout puts its sidebar toggle at the start of the header. */
  leading?: React.ReactNode;
};

/** Desktop and phone headers of SPEC §2 "Layouts"; CSS shows the one that fits the screen. */
export function Header({ user, registrationAvailable, variant, tone = 'light', leading }: Props) {
  const t = useTranslations('Header');
  const showAuthLinks = !user && variant !== 'landing';
  return (
    <header
      className={[styles.header, tone === 'dark' ? styles.dark : '', styles[variant]]
        .filter(Boolean)
        .join(' ')}
      data-testid="header"
    >
      <div className={styles.inner}>
        <div className={styles.start}>
          {leading}
          <Logo />
        </div>
        <div className={`${styles.end} ${styles.desktopOnly}`} data-testid="desktop-header">
          <LanguageMenu />
          {showAuthLinks ? (
            <nav className={styles.authLinks} aria-label={t('mainNavigation')}>
              <Link href={ROUTES.login} className={buttonClass('ghost')}>
                {t('logIn')}
              </Link>
              {registrationAvailable ? (
                <Link href={ROUTES.registration} className={buttonClass('primary')}>
                  {t('signUp')}
                </Link>
              ) : null}
            </nav>
          ) : null}
          {user ? <AvatarMenu {...user} /> : null}
        </div>
        <div className={`${styles.end} ${styles.mobileOnly}`} data-testid="mobile-header">
          <LanguageMenu compact />
          <MobileMenu email={user?.email} showAuthLinks={showAuthLinks} showSignUp={registrationAvailable} />
        </div>
      </div>
    </header>
  );
}
