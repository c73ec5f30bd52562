import { useTranslations } from 'next-intl';

import { buttonClass } from '@/components/ui/button';
import { AlertIcon } from '@/components/ui/icons';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/navigation/routes';

import styles from './verification.module.css';

/** SPEC §2: address and business wait for the passport's name and surname. */
export function LockedNote() {
  const t = useTranslations('Verification');
  return (
    <section className={`${styles.card} ${styles.lockedCard}`} data-testid="step-locked">
      <p className={styles.note}>
        <AlertIcon size={18} />
        <span>{t('locked')}</span>
      </p>
      <div>
        <Link href={ROUTES.profileVerificationPassport} className={buttonClass('primary')}>
          {t('toPassport')}
        </Link>
      </div>
    </section>
  );
}

/** The `?info` view's way back to the done screen (the query removed). */
export function BackLink({ href }: { href: string }) {
  const t = useTranslations('Verification');
  return (
    <Link href={href} className={`${buttonClass('ghost')} ${styles.back}`} data-testid="info-back">
      {t('back')}
    </Link>
  );
}
