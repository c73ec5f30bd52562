'use client';

import type {} from 'altcha/types/react';
import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect, useRef } from 'react';

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

function AltchaWidget({ onChange }: { onChange: (token: string | null) => void }) {
  const ref = useRef<HTMLElement>(null);
  const locale = useLocale();
  useEffect(() => {
    // The web component registers itself when its module loads; only the browser needs it.
    void import('altcha');
    const element = ref.current;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
      onChange(detail?.state === 'verified' && detail.payload ? detail.payload : null);
    };
    element?.addEventListener('statechange', listener);
    return () => element?.removeEventListener('statechange', listener);
  }, [onChange]);
  return <altcha-widget ref={ref} challenge="/api/captcha/challenge" language={locale} auto="onload" />;
}
