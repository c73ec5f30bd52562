import { useTranslations } from 'next-intl';

import { ChevronEndIcon } from '@/components/ui/icons';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/navigation/routes';

import styles from './devices.module.css';

/** The security centre's pages, listed under the two-factor methods on the security page. */
export function SecurityCentreLinks() {
  const t = useTranslations('Devices');
  const tHistory = useTranslations('History');
  const tSecurity = useTranslations('Security');
  const tData = useTranslations('MyData');
  return (
    <nav className={styles.links} aria-label={tSecurity('title')}>
      <Link href={ROUTES.profileSecurityDevices} className={styles.link} data-testid="link-devices">
        <span>
          <span className={styles.linkTitle}>{t('title')}</span>
          <br />
          <span className={styles.muted}>{t('linkDescription')}</span>
        </span>
        <ChevronEndIcon />
      </Link>
      <Link href={ROUTES.profileSecurityHistory} className={styles.link} data-testid="link-history">
        <span>
          <span className={styles.linkTitle}>{tHistory('title')}</span>
          <br />
          <span className={styles.muted}>{tHistory('linkDescription')}</span>
        </span>
        <ChevronEndIcon />
      </Link>
      <Link href={ROUTES.profileSecurityData} className={styles.link} data-testid="link-data">
        <span>
          <span className={styles.linkTitle}>{tData('title')}</span>
          <br />
          <span className={styles.muted}>{tData('linkDescription')}</span>
        </span>
        <ChevronEndIcon />
      </Link>
    </nav>
  );
}
