'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { COOKIE_CONSENT } from '@/lib/http/cookie-names';
import { COOKIE_CONSENT_MAX_AGE_S } from '@/lib/policy';

import styles from './cookie-banner.module.css';

/** The CSS variable pages read to keep their own controls clear of the banner. */
const HEIGHT_VARIABLE = '--consent-h';

/**
 * Shown until "Got it"; acceptance is kept for one year (SPEC §9). A bar along the bottom whose height
 * the page reserves, so it never covers a control. Before hydration "Got it" posts to the BFF.
 */
export function CookieBanner({ policyUrl }: { policyUrl: string }) {
  const t = useTranslations('CookieBanner');
  const [accepted, setAccepted] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const pathname = usePathname();

  useLayoutEffect(() => {
    const banner = ref.current;
    const root = document.documentElement;
    if (!banner || accepted) return;
    const publish = () => root.style.setProperty(HEIGHT_VARIABLE, `${banner.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.setProperty(HEIGHT_VARIABLE, '0px');
    };
  }, [accepted]);

  if (accepted) return null;

  function accept(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${COOKIE_CONSENT}=true; Max-Age=${COOKIE_CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
    setAccepted(true);
  }

  return (
    <section
      ref={ref}
      className={styles.banner}
      aria-label={t('label')}
      data-cookie-banner
      data-testid="cookie-banner"
    >
      <form className={styles.inner} method="post" action="/api/consent" onSubmit={accept}>
        <p className={styles.text}>
          {t.rich('message', {
            link: (chunks) => (
              <a href={policyUrl} target="_blank" rel="noopener noreferrer">
                {chunks}
              </a>
            ),
          })}
        </p>
        <input type="hidden" name="next" value={pathname} />
        <Button type="submit">{t('accept')}</Button>
      </form>
    </section>
  );
}
