'use client';

import { useLocale, useTranslations } from 'next-intl';

import { ChevronDownIcon, GlobeIcon } from '@/components/ui/icons';
import { useDisclosure } from '@/components/ui/use-disclosure';
import { LOCALE_NAMES, LOCALES, type Locale } from '@/lib/i18n/locales';

import styles from './header.module.css';

/** The same page in another language; a full page load, as SPEC §2 asks ("then the page reloads"). */
function hrefFor(locale: Locale): string {
  if (typeof window === 'undefined') return `/${locale}`;
  const { pathname, search, hash } = window.location;
  const rest = pathname.replace(/^\/[^/]+/, '');
  return `/${locale}${rest}${search}${hash}`;
}

export function LanguageMenu({ compact = false }: { compact?: boolean }) {
  const t = useTranslations('Header');
  const current = useLocale() as Locale;
  const { open, id: listId, container, triggerProps } = useDisclosure();

  return (
    <div className={styles.menuWrap} ref={container}>
      <button {...triggerProps} className={styles.langButton} data-testid="language-button">
        <GlobeIcon size={18} />
        {/* The accessible name holds the visible text (WCAG 2.5.3): "Language: EN". */}
        <span className="visually-hidden">{t('language')}: </span>
        <span className={styles.langCode}>{compact ? current.toUpperCase() : LOCALE_NAMES[current]}</span>
        <ChevronDownIcon size={16} />
      </button>
      {open ? (
        <ul id={listId} className={`${styles.popup} ${styles.langList}`} aria-label={t('language')}>
          {LOCALES.map((locale) => (
            <li key={locale}>
              <a
                href={hrefFor(locale)}
                hrefLang={locale}
                lang={locale}
                className={styles.popupItem}
                aria-current={locale === current ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  window.location.assign(hrefFor(locale));
                }}
              >
                {LOCALE_NAMES[locale]}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
