'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

import { AlertIcon, CheckIcon, CloseIcon } from '@/components/ui/icons';

import styles from './notification-bar.module.css';

export type NotificationType = 'success' | 'error' | 'wait';
export type Notification = { id: number; type: NotificationType; message?: string };

type Props = {
  notification: Notification | null;
  onClose: () => void;
  /** True while the pointer is over the bar or focus is inside it, so its countdown can pause. */
  onHoldChange?: (held: boolean) => void;
};

const ignore = () => {};

/** The notification bar of SPEC §2 "Global shell"; announced politely, errors assertively. */
export function NotificationBar({ notification, onClose, onHoldChange = ignore }: Props) {
  return (
    <div className={styles.region} aria-live="polite" aria-atomic="true">
      {notification ? (
        // Keyed, so a new notification starts unheld and an old one's hold ends with it.
        <Bar
          key={notification.id}
          notification={notification}
          onClose={onClose}
          onHoldChange={onHoldChange}
        />
      ) : null}
    </div>
  );
}

function Bar({
  notification,
  onClose,
  onHoldChange,
}: {
  notification: Notification;
  onClose: () => void;
  onHoldChange: (held: boolean) => void;
}) {
  const t = useTranslations('Notification');
  const [pointer, setPointer] = useState(false);
  const [focus, setFocus] = useState(false);
  const held = pointer || focus;

  useEffect(() => {
    if (!held) return;
    onHoldChange(true);
    return () => onHoldChange(false);
  }, [held, onHoldChange]);

  return (
    <div
      className={`${styles.bar} ${styles[notification.type]}`}
      role={notification.type === 'error' ? 'alert' : 'status'}
      data-testid="notification"
      data-type={notification.type}
      onPointerEnter={() => setPointer(true)}
      onPointerLeave={() => setPointer(false)}
      onFocus={() => setFocus(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocus(false);
      }}
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
  );
}
