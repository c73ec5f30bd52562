'use client';

import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useState } from 'react';

import { useHydrated } from '@/components/forms/use-hydrated';
import { Spinner } from '@/components/ui/spinner';
import { callApi } from '@/lib/client/api';
import { afterLoginPath } from '@/lib/navigation/after-login';
import { BREAKPOINT_TABLET_PX, QR_LOGIN_SIZE_PX, QR_POLL_INTERVAL_MS } from '@/lib/policy';
import type { TLoginAnswer } from '@/lib/schemas/login';
import type { TQrLogin } from '@/lib/schemas/qr';

import styles from './auth.module.css';
import { useLinkedProduct } from './linked-product';
import { useSecondStep } from './second-step';

const QR_RETRY_MS = 10_000;

// The code is drawn only after the payload's round trip, so its renderer stays out of the first
// load and arrives meanwhile; the spinner covers the rare case it comes after the payload.
const QRCodeSVG = dynamic(() => import('qrcode.react').then((m) => m.QRCodeSVG), {
  ssr: false,
  loading: () => <QrSpinner />,
});

function QrSpinner() {
  const t = useTranslations('Login');
  return <Spinner label={t('qrExpired')} size={32} />;
}

/**
 * SPEC §4 "QR login": generate, poll the grant every 5 s, regenerate after ttl, stop when the page
 * is left. Not on phones, where the panel is hidden anyway.
 */
function useQrLogin(
  application: string | undefined,
  onSignedIn: (answer: TLoginAnswer) => void,
  always: boolean,
  /** The linked product is known (a shared page reads it after hydration): generate only then. */
  ready: boolean,
): TQrLogin | null {
  const [qr, setQr] = useState<TQrLogin | null>(null);

  useEffect(() => {
    if (!ready) return;
    if (!always && !window.matchMedia(`(min-width: ${BREAKPOINT_TABLET_PX}px)`).matches) return;
    let stopped = false;
    let poll: ReturnType<typeof setInterval> | undefined;
    let renew: ReturnType<typeof setTimeout> | undefined;

    async function generate() {
      clearInterval(poll);
      const result = await callApi('/auth/qr', { body: { application } }, { silent: true });
      if (stopped) return;
      if (result.state !== 'success') {
        // The password form still works; try for a new code a little later.
        renew = setTimeout(generate, QR_RETRY_MS);
        return;
      }
      setQr(result.data);
      renew = setTimeout(generate, result.data.ttl);
      poll = setInterval(async () => {
        const answer = await callApi(
          '/auth/qr/poll',
          { body: { payload: result.data.payload, application } },
          { silent: true },
        );
        // Approved: signed in, or (with a second factor active) the OTP popup comes next.
        if (!stopped && answer.state === 'success') {
          stopped = true;
          clearInterval(poll);
          clearTimeout(renew);
          onSignedIn(answer.data);
        }
      }, QR_POLL_INTERVAL_MS);
    }

    void generate();
    return () => {
      stopped = true;
      clearInterval(poll);
      clearTimeout(renew);
    };
  }, [application, onSignedIn, always, ready]);

  return qr;
}

type PanelProps = {
  /** Where "Install Application" sends phones: the wallet app in each store the operator named. */
  stores: { appStore?: string; googlePlay?: string };
  /** Shown on its own page, phones included. */ standalone?: boolean;
};

export function QrPanel({ standalone = false, stores }: PanelProps) {
  const t = useTranslations('Login');
  const { application, backUrl, next, ready } = useLinkedProduct();
  const locale = useLocale();
  const secondStep = useSecondStep();
  const signedIn = useCallback(
    (answer: TLoginAnswer) => {
      if (answer.status === 'SUCCESS')
        // A product's OpenID sign-in (next=/oidc/…) goes on after a QR login as after a password one.
        window.location.assign(afterLoginPath({ locale, application, backUrl, next }));
      else secondStep(answer.twoFaType);
    },
    [locale, application, backUrl, next, secondStep],
  );
  const qr = useQrLogin(application, signedIn, standalone, ready);
  const hydrated = useHydrated();
  // On its own page the panel's title is the page's.
  const Title = standalone ? 'h1' : 'h2';

  return (
    <aside className={styles.aside} aria-labelledby="qr-title" data-testid="qr-panel">
      <Title id="qr-title">{t('scanTitle')}</Title>
      <div className={styles.qrFrame}>
        {qr ? (
          <QRCodeSVG
            value={qr.url}
            size={QR_LOGIN_SIZE_PX}
            marginSize={0}
            level="L"
            role="img"
            aria-label={t('qrAlt')}
            data-testid="login-qr"
            data-url={qr.url}
          />
        ) : hydrated ? (
          <QrSpinner />
        ) : (
          // Before hydration the frame waits empty; without JavaScript it says why no code comes.
          <noscript>
            <p className={styles.qrNoScript} data-testid="qr-needs-script">
              {t('qrNeedsScript')}
            </p>
          </noscript>
        )}
      </div>
      <p>{t('scanText')}</p>
      {stores.appStore || stores.googlePlay ? (
        <>
          <p>{t('installApp')}</p>
          <div className={styles.stores} data-testid="wallet-stores">
            {stores.appStore ? (
              <a className={styles.store} href={stores.appStore} target="_blank" rel="noopener noreferrer">
                {t('appStore')}
              </a>
            ) : null}
            {stores.googlePlay ? (
              <a className={styles.store} href={stores.googlePlay} target="_blank" rel="noopener noreferrer">
                {t('googlePlay')}
              </a>
            ) : null}
          </div>
        </>
      ) : null}
    </aside>
  );
}
