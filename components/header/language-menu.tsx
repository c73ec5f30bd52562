'use client';

import { useLocale, useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';

import { ChevronDownIcon, GlobeIcon } from '@/components/ui/icons';
import { LOCALE_NAMES, LOCALES, type Locale } from '@/lib/i18n/locales';

import { HeaderMenu } from './header-menu';
import styles from './header.module.css';

/** The same page in another language; a full page load, as SPEC §2 asks ("then the page reloads"). */
function hrefFor(locale: Locale, serverPath: string): string {
  if (typeof window === 'undefined') return `/${locale}${serverPath.replace(/^\/[^/]+/, '')}`;
  const { pathname, search, hash } = window.location;
  const rest = pathname.replace(/^\/[^/]+/, '');
  return `/${locale}${rest}${search}${hash}`;
}

export function LanguageMenu({ compact = false }: { compact?: boolean }) {
  const t = useTranslations('Header');
  const current = useLocale() as Locale;
  const serverPath = usePathname() ?? '';
  return (
    <HeaderMenu
      faceClass={styles.langButton}
      testId="language-button"
      face={() => (
        <>
          <GlobeIcon size={18} />
          {/* The accessible name holds the visible text (WCAG 2.5.3): "Language: EN". */}
          <span className="visually-hidden">{t('language')}: </span>
          <span className={styles.langCode}>{compact ? current.toUpperCase() : LOCALE_NAMES[current]}</span>
          <ChevronDownIcon size={16} />
        </>
      )}
      popup={({ id }) => (
        <ul id={id} className={`${styles.popup} ${styles.langList}`} aria-label={t('language')}>
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
      )}
    />
  );
}
