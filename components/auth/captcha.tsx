'use client';

import type {} from 'altcha/types/react';

import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';

import type { Locale } from '@/lib/i18n/locales';

import styles from './auth.module.css';

const ReCAPTCHA = dynamic(() => import('react-google-recaptcha'), { ssr: false });

type Props = {
  kind: 'recaptcha' | 'altcha';
  siteKey: string | null;
  onChange: (token: string | null) => void;
  error?: string;
};

/**
 * The captcha a login or sign-up asks for once the server demands it: Google's reCAPTCHA when the
 * operator configured it, else the self-hosted ALTCHA proof of work. Remount (change `key`) to reset.
 */
export function Captcha({ kind, siteKey, onChange, error }: Props) {
  const t = useTranslations('Login');
  const locale = useLocale();
  return (
    <div className={styles.captcha} data-testid="captcha">
      <p className="visually-hidden">{t('captcha')}</p>
      {kind === 'recaptcha' && siteKey ? (
        <ReCAPTCHA sitekey={siteKey} hl={locale} onChange={onChange} onExpired={() => onChange(null)} />
      ) : (
        <AltchaWidget onChange={onChange} />
      )}
      {error ? (
        <p className={styles.captchaError} role="alert" data-testid="error-captcha">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Where the widget's texts come from in each locale: English is built into the widget, the package
 * ships translations for most (one chunk each, loaded only for the page's locale), and for the rest
 * we register our own from messages → Captcha. A Record, so a new locale must choose.
 */
const ALTCHA_STRINGS: Record<Locale, 'built-in' | 'ours' | (() => Promise<unknown>)> = {
  en: 'built-in',
  de: () => import('altcha/i18n/de'),
  ru: () => import('altcha/i18n/ru'),
  es: () => import('altcha/i18n/es-es'),
  it: () => import('altcha/i18n/it'),
  tr: () => import('altcha/i18n/tr'),
  hi: () => import('altcha/i18n/hi'),
  zh: () => import('altcha/i18n/zh-cn'),
  cs: () => import('altcha/i18n/cs'),
  fr: () => import('altcha/i18n/fr-fr'),
  kk: () => import('altcha/i18n/kk'),
  ms: 'ours',
  mn: 'ours',
  th: () => import('altcha/i18n/th'),
  ko: () => import('altcha/i18n/ko'),
  ja: () => import('altcha/i18n/ja'),
  ar: () => import('altcha/i18n/ar'),
  bn: () => import('altcha/i18n/bn'),
  pt: () => import('altcha/i18n/pt-br'),
  id: () => import('altcha/i18n/id'),
  vi: () => import('altcha/i18n/vi'),
};

const ALTCHA_KEYS = [
  'label',
  'verified',
  'verifying',
  'waitAlert',
  'verificationRequired',
  'error',
  'expired',
  'ariaLinkLabel',
  'getAudioChallenge',
  'enterCode',
  'enterCodeAria',
  'enterCodeFromImage',
  'reload',
  'verify',
  'cancel',
  'loading',
] as const;

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Loads the widget and its texts for `locale`; resolves once both are registered. */
async function loadAltcha(locale: Locale, t: ReturnType<typeof useTranslations<'Captcha'>>) {
  const source = ALTCHA_STRINGS[locale];
  // The element registers itself when its module loads; a translation module registers its strings.
  await Promise.all([import('altcha'), typeof source === 'function' ? source() : null]);
  if (source !== 'ours') return;
  const strings: Record<string, string> = Object.fromEntries(ALTCHA_KEYS.map((key) => [key, t(key)]));
  // The widget renders its footer as HTML, with the link it would build itself.
  const link = `<a href="https://altcha.org/" tabindex="-1" target="_blank" rel="noopener noreferrer" aria-label="${escapeAttribute(t('ariaLinkLabel'))}">ALTCHA</a>`;
  strings.footer = t('footer', { altcha: link });
  globalThis.$altcha.i18n.set(locale, strings);
}

function AltchaWidget({ onChange }: { onChange: (token: string | null) => void }) {
  const ref = useRef<HTMLElement>(null);
  const locale = useLocale() as Locale;
  const t = useTranslations('Captcha');
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let live = true;
    // Shown only once its texts are in, so it never flashes English first.
    void loadAltcha(locale, t).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [locale, t]);

  useEffect(() => {
    const element = ref.current;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
      onChange(detail?.state === 'verified' && detail.payload ? detail.payload : null);
    };
    element?.addEventListener('statechange', listener);
    return () => element?.removeEventListener('statechange', listener);
  }, [onChange, ready]);

  if (!ready) return null;
  return <altcha-widget ref={ref} challenge="/api/captcha/challenge" language={locale} auto="onload" />;
}
