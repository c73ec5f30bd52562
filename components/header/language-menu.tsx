'use client';

import { useLocale, useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

import { useHydrated } from '@/components/forms/use-hydrated';
import { ChevronDownIcon, GlobeIcon } from '@/components/ui/icons';
import { useDisclosure } from '@/components/ui/use-disclosure';
import { LOCALE_NAMES, LOCALES, type Locale } from '@/lib/i18n/locales';

import styles from './header.module.css';

/** The same page in another language; a full page load, as SPEC §2 asks ("then the page reloads"). */
function hrefFor(locale: Locale, serverPath: string): string {
  if (typeof window === 'undefined') return `/${locale}${serverPath.replace(/^\/[^/]+/, '')}`;
  const { pathname, search, hash } = window.location;
  const rest = pathname.replace(/^\/[^/]+/, '');
  return `/${locale}${rest}${search}${hash}`;
}

/**
 * Before hydration (or with no JavaScript at all) a menu is a native `<details>`: its summary opens
 * the same popup without script, so language and logout still work.
 */
export function NativeMenu({
  summary,
  summaryClass,
  testId,
  children,
}: {
  summary: ReactNode;
  summaryClass: string | undefined;
  testId: string;
  children: ReactNode;
}) {
  return (
    <details className={`${styles.menuWrap} ${styles.native}`}>
      <summary className={summaryClass} data-testid={testId}>
        {summary}
      </summary>
      {children}
    </details>
  );
}

export function LanguageMenu({ compact = false }: { compact?: boolean }) {
  const t = useTranslations('Header');
  const current = useLocale() as Locale;
  const { open, id: listId, container, triggerProps } = useDisclosure();
  const hydrated = useHydrated();
  const serverPath = usePathname() ?? '';

  const face = (
    <>
      <GlobeIcon size={18} />
      {/* The accessible name holds the visible text (WCAG 2.5.3): "Language: EN". */}
      <span className="visually-hidden">{t('language')}: </span>
      <span className={styles.langCode}>{compact ? current.toUpperCase() : LOCALE_NAMES[current]}</span>
      <ChevronDownIcon size={16} />
    </>
  );
  const list = (
    <ul id={listId} className={`${styles.popup} ${styles.langList}`} aria-label={t('language')}>
      {LOCALES.map((locale) => (
        <li key={locale}>
          <a
            href={hrefFor(locale, serverPath)}
            hrefLang={locale}
            lang={locale}
            className={styles.popupItem}
            aria-current={locale === current ? 'true' : undefined}
            onClick={(event) => {
              event.preventDefault();
              window.location.assign(hrefFor(locale, serverPath));
            }}
          >
            {LOCALE_NAMES[locale]}
          </a>
        </li>
      ))}
    </ul>
  );

  if (!hydrated) {
    return (
      <NativeMenu summary={face} summaryClass={styles.langButton} testId="language-button">
        {list}
      </NativeMenu>
    );
  }
  return (
    <div className={styles.menuWrap} ref={container}>
      <button {...triggerProps} className={styles.langButton} data-testid="language-button">
        {face}
      </button>
      {open ? list : null}
    </div>
  );
}
