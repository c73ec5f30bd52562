'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

import { useHydrated } from '@/components/forms/use-hydrated';
import { Button, buttonClass } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';

import styles from './security.module.css';

const FILE_NAME = 'passport-recovery-codes.txt';

/**
 * Ten new recovery codes, shown this once (only their keyed hashes are stored): copy them, download
 * them as a text file, then go on. Focus moves here so a screen reader reads the warning first. Before
 * hydration (the codes came back to a form posted without JavaScript) the download is a plain link,
 * Copy waits for the script (the list can be selected), and going on is a link to `doneHref`.
 */
export function RecoveryCodesShown({
  codes,
  onDone,
  doneHref,
}: {
  codes: string[];
  onDone(): void;
  doneHref?: string;
}) {
  const t = useTranslations('Passkeys');
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  const text = codes.join('\n');

  return (
    <div ref={box} tabIndex={-1} className={styles.recoveryShown} data-testid="recovery-codes-shown">
      <h3 className={styles.stepTitle}>{t('recoveryTitle')}</h3>
      <p className={styles.stepText}>{t('shownOnce')}</p>
      <ol className={styles.recoveryList} dir="ltr" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        {hydrated ? (
          <>
            <Button
              variant="secondary"
              onClick={async () => {
                try {
                  await navigator.clipboard.writeText(text);
                  setCopied(true);
                } catch {
                  setCopied(false);
                }
              }}
              data-testid="recovery-copy"
            >
              {copied ? t('copied') : t('copy')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
                const link = document.createElement('a');
                link.href = url;
                link.download = FILE_NAME;
                link.click();
                URL.revokeObjectURL(url);
              }}
              data-testid="recovery-download"
            >
              {t('download')}
            </Button>
            <Button onClick={onDone} data-testid="recovery-done">
              {t('saved')}
            </Button>
          </>
        ) : (
          <>
            <a
              href={`data:text/plain;charset=utf-8,${encodeURIComponent(`${text}\n`)}`}
              download={FILE_NAME}
              className={buttonClass('secondary')}
              data-testid="recovery-download"
            >
              {t('download')}
            </a>
            {doneHref ? (
              <Link href={doneHref} className={buttonClass('primary')} data-testid="recovery-done">
                {t('saved')}
              </Link>
            ) : null}
          </>
        )}
      </div>
      <p role="status" className="visually-hidden">
        {copied ? t('copied') : ''}
      </p>
    </div>
  );
}
