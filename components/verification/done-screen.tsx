import { useTranslations } from 'next-intl';

import { buttonClass } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { Link } from '@/lib/i18n/navigation';
import type { TDocumentStatus } from '@/lib/schemas/verification';

import { StatusBadge } from './status-badge';
import styles from './verification.module.css';

/** SPEC §2: 'Well Done' once a document is with a moderator or verified; `?info` shows its form. */
export function DoneScreen({ href, status }: { href: string; status: TDocumentStatus }) {
  const t = useTranslations('Verification');
  return (
    <section className={`${styles.card} ${styles.done}`} data-testid="done-screen">
      <span className={styles.doneIcon} aria-hidden="true">
        <CheckIcon size={32} />
      </span>
      <h2 className={styles.doneTitle}>{t('wellDone')}</h2>
      <StatusBadge status={status} />
      <p className={styles.doneText}>{status === 'VERIFIED' ? t('doneVerified') : t('doneReview')}</p>
      <Link href={`${href}?info`} className={buttonClass('secondary')} data-testid="view-details">
        {t('viewDetails')}
      </Link>
    </section>
  );
}
