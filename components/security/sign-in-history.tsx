import { useFormatter, useTranslations } from 'next-intl';

import type { TSignInEntry, TSignInMethod } from '@/lib/schemas/sessions';

import styles from './devices.module.css';

/** A network address keeps its left-to-right order inside a right-to-left sentence (Unicode isolate). */
const ltr = (text: string) => `\u2066${text}\u2069`;

const METHOD_KEYS = {
  password: 'password',
  second_factor: 'secondFactor',
  qr: 'qr',
  passkey: 'passkey',
  recovery_code: 'recoveryCode',
} as const satisfies Record<TSignInMethod, string>;

/**
 * The security centre's sign-in history: each sign-in with its method, failed attempts in a row as one
 * entry ("Failed attempts: 3") over their span. Read-only: rendered on the server.
 */
export function SignInHistory({ entries }: { entries: TSignInEntry[] }) {
  const t = useTranslations('History');
  const tDevices = useTranslations('Devices');
  const format = useFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <div className={styles.devices}>
      <p className={styles.intro}>{t('intro')}</p>
      {entries.length === 0 ? (
        <p className={styles.muted}>{t('empty')}</p>
      ) : (
        <ol className={styles.list}>
          {entries.map((entry) => (
            <li
              key={`${entry.outcome}-${entry.at}-${entry.firstAt}`}
              className={`${styles.device} ${entry.outcome === 'failure' ? styles.failure : ''}`}
              data-testid="sign-in-entry"
              data-outcome={entry.outcome}
            >
              <div className={styles.head}>
                <h2 className={styles.name}>
                  {entry.outcome === 'success' ? t('succeeded') : t('failedAttempts', { count: entry.count })}
                </h2>
              </div>
              <ul className={styles.facts}>
                <li>{entry.count > 1 ? `${when(entry.firstAt)} – ${when(entry.at)}` : when(entry.at)}</li>
                {entry.method ? (
                  <li>{t('method', { method: tDevices(`methods.${METHOD_KEYS[entry.method]}`) })}</li>
                ) : null}
                <li>
                  {t('device', {
                    browser: entry.browser ?? tDevices('unknownBrowser'),
                    system: entry.system ?? tDevices('unknownSystem'),
                  })}
                </li>
                {entry.place ? <li>{t('network', { place: ltr(entry.place) })}</li> : null}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
