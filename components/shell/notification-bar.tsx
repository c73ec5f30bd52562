'use client';

import { useTranslations } from 'next-intl';

import { AlertIcon, CheckIcon, CloseIcon } from '@/components/ui/icons';

import type { Notification } from './app-state';
import styles from './notification-bar.module.css';

/** The notification bar of SPEC §2 "Global shell"; announced politely, errors assertively. */
export function NotificationBar({
  notification,
  onClose,
}: {
  notification: Notification | null;
  onClose: () => void;
}) {
  const t = useTranslations('Notification');
  return (
    <div className={styles.region} aria-live="polite" aria-atomic="true">
      {notification ? (
        <div
          key={notification.id}
          className={`${styles.bar} ${styles[notification.type]}`}
          role={notification.type === 'error' ? 'alert' : 'status'}
          data-testid="notification"
          data-type={notification.type}
        >
          <span className={styles.icon} aria-hidden="true">
            {notification.type === 'success' ? (
              <CheckIcon />
            ) : notification.type === 'error' ? (
              <AlertIcon />
            ) : (
              <span className={styles.dots} />
            )}
          </span>
          <p className={styles.message}>{notification.message ?? t(notification.type)}</p>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('close')}>
            <CloseIcon size={18} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
