import { useTranslations } from 'next-intl';

import type { TDocumentStatus } from '@/lib/schemas/verification';
import { badgeOf } from '@/lib/verification/status';

import styles from './verification.module.css';

/** SPEC §4 badge mapping: 'Not verified', 'Verified', 'On verification' (and the 'Waiting' style). */
export function StatusBadge({ status }: { status: TDocumentStatus }) {
  const t = useTranslations('Verification');
  const type = badgeOf(status);
  return (
    <span
      className={`${styles.badge} ${styles[`badge_${type}`]}`}
      data-testid="status-badge"
      data-status={status}
    >
      {t(type)}
    </span>
  );
}
