import { useTranslations } from 'next-intl';

import { Link } from '@/lib/i18n/navigation';

import styles from './header.module.css';

/** The Passport mark: a shield-shaped passport with a keyhole. */
export function PassportMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="pp-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4d6bff" />
          <stop offset="1" stopColor="#2338b8" />
        </linearGradient>
      </defs>
      <path d="M16 2 28 6.5v9.2c0 7-5.1 12.2-12 14.3C9.1 27.9 4 22.7 4 15.7V6.5z" fill="url(#pp-mark)" />
      <circle cx="16" cy="13.5" r="3.6" fill="#fff" />
      <path d="M14.4 16h3.2l1 6.5h-5.2z" fill="#fff" />
    </svg>
  );
}

export function Logo() {
  const t = useTranslations('Common');
  return (
    <Link href="/" className={styles.logo} aria-label={t('home')}>
      <PassportMark />
      <span className={styles.wordmark}>{t('brand')}</span>
    </Link>
  );
}
