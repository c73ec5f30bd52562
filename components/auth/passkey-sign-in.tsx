'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

import { useErrorText } from '@/components/forms/field';
import { useHydrated } from '@/components/forms/use-hydrated';
import { Button } from '@/components/ui/button';

import styles from './auth.module.css';

type Outcome = Awaited<ReturnType<typeof import('@/lib/client/passkeys').signInWithPasskey>>;

// The ceremony's code (and @simplewebauthn/browser) is fetched when a passkey is first used.
const ceremony = () => import('@/lib/client/passkeys');

/**
 * Passkeys on the login page (issue 21): the e-mail field offers them (conditional UI, started once
 * the page is interactive), and "Sign in with a passkey" opens the browser's prompt. Starting the
 * button's request cancels the field's pending one; the field's is started again when the button's ends
 * without a sign-in, so there is one pending request at a time.
 */
export function PasskeySignIn({
  application,
  onSignedIn,
  onSecondStep,
}: {
  application?: string;
  onSignedIn(): void;
  onSecondStep(): void;
}) {
  const t = useTranslations('Passkeys');
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hydrated = useHydrated();
  const supported = hydrated && !!window.PublicKeyCredential;
  const live = useRef(true);
  // The conditional request starts once, but ends with the props of now: a shared login page learns
  // its linked product (application, backUrl) after hydration.
  const latest = useRef({ application, onSignedIn, onSecondStep });
  useEffect(() => {
    latest.current = { application, onSignedIn, onSecondStep };
  });

  const handle = (outcome: Outcome, conditional: boolean) => {
    if (!live.current) return;
    if (outcome.ok) {
      if (outcome.status === 'SUCCESS') latest.current.onSignedIn();
      else latest.current.onSecondStep();
      return;
    }
    if (outcome.code === 'not_found') setError(t('unknown'));
    else if (outcome.code === 'cancelled') {
      // The field's request ends so when the person picks nothing: only the button's is worth a word.
      if (!conditional) setError(t('refused'));
    } else if (outcome.code === 'bad_credentials') setError(t('refused'));
    else if (outcome.code) setError(errorText(outcome.code) ?? t('refused'));
    else if (!conditional) setError(null);
    if (!conditional) void startConditional();
  };

  const startConditional = async () => {
    const passkeys = await ceremony();
    if (!(await passkeys.conditionalAvailable()) || !live.current) return;
    // The application is read when the browser asks for the challenge's answer to be checked.
    handle(await passkeys.signInWithPasskey(() => latest.current.application, true), true);
  };

  useEffect(() => {
    live.current = true;
    void startConditional();
    return () => {
      live.current = false;
    };
    // Started once per page: a new request would cancel the pending one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!supported) return null;
  return (
    <div className={styles.passkey}>
      <Button
        variant="secondary"
        size="l"
        block
        busy={busy}
        onClick={async () => {
          setBusy(true);
          setError(null);
          const outcome = await (await ceremony()).signInWithPasskey(() => application, false);
          setBusy(false);
          handle(outcome, false);
        }}
        data-testid="passkey-sign-in"
      >
        {t('signIn')}
      </Button>
      {error ? (
        <p role="alert" className={styles.passkeyError} data-testid="passkey-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
