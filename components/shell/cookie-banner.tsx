'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { COOKIE_CONSENT } from '@/lib/cookie-names';
import { COOKIE_CONSENT_MAX_AGE_S } from '@/lib/policy';

import styles from './cookie-banner.module.css';

/** Shown until "Got it"; acceptance is kept for one year (SPEC §9). */
export function CookieBanner({ policyUrl }: { policyUrl: string }) {
  const t = useTranslations('CookieBanner');
  const [accepted, setAccepted] = useState(false);
  if (accepted) return null;

  function accept() {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${COOKIE_CONSENT}=true; Max-Age=${COOKIE_CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
    setAccepted(true);
  }

  return (
    <section className={styles.banner} aria-label={t('label')} data-testid="cookie-banner">
      <p className={styles.text}>
        {t.rich('message', {
          link: (chunks) => (
            <a href={policyUrl} target="_blank" rel="noopener noreferrer">
              {chunks}
            </a>
          ),
        })}
      </p>
      <Button onClick={accept}>{t('accept')}</Button>
    </section>
  );
}
