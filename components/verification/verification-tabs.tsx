'use client';

import { useTranslations } from 'next-intl';

import { CheckIcon } from '@/components/ui/icons';
import { Link, usePathname } from '@/lib/i18n/navigation';

import { StatusBadge } from './status-badge';
import type { Step } from './steps';
import styles from './verification.module.css';

/**
 * SPEC §2: the tab bar — a status badge on every tab, a tick once verified, and the unfinished tabs
 * up to the current one highlighted. Tabs are links to the steps' pages.
 */
export function VerificationTabs({ steps }: { steps: Step[] }) {
  const t = useTranslations('Verification');
  const tCommon = useTranslations('Common');
  const pathname = usePathname();
  const current = Math.max(
    0,
    steps.findIndex((step) => pathname === step.href),
  );
  return (
    <nav className={styles.tabs} aria-label={t('tabsLabel')}>
      <ol className={styles.tabList}>
        {steps.map((step, index) => {
          const verified = step.status === 'VERIFIED';
          const highlighted = index <= current && !verified;
          return (
            <li key={step.key} className={styles.tabItem}>
              <Link
                href={step.href}
                className={`${styles.tab} ${highlighted ? styles.tabHighlighted : ''}`}
                aria-current={index === current ? 'page' : undefined}
                data-testid={`tab-${step.key}`}
                data-highlighted={highlighted ? 'true' : undefined}
              >
                <span
                  className={`${styles.tabNumber} ${verified ? styles.tabNumberDone : ''}`}
                  aria-hidden="true"
                >
                  {verified ? <CheckIcon size={14} /> : index + 1}
                </span>
                <span className={styles.tabText}>
                  <span className={styles.tabLabel}>
                    {t(step.key)}
                    {/* SPEC §2: each tab says whether it is required or optional. */}
                    <span className={styles.tabOptional}>
                      {' '}
                      ({step.required ? t('tabRequired') : tCommon('optional')})
                    </span>
                  </span>
                  <StatusBadge status={step.status} />
                </span>
                {verified ? (
                  // The badge already says 'Verified'; the tick is its picture.
                  <span className={styles.tick} data-testid="verified-tick" aria-hidden="true">
                    <CheckIcon size={16} />
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
