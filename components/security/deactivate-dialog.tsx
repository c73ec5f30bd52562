'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

import { CodeForm } from '@/components/forms/code-form';
import { useErrorText } from '@/components/forms/field';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { callApi } from '@/lib/client/api';
import type { TTwoFaType } from '@/lib/schemas/oauth';
import { attemptsAfter, codeRefusal, INITIAL_ATTEMPTS } from '@/lib/two-factor/code-attempts';

import { RecoveryCodeForm } from './recovery-code-form';
import styles from './security.module.css';

type Props = {
  type: TTwoFaType;
  open: boolean;
  onClose: () => void;
  onDeactivated: () => void;
};

/**
 * SPEC §2 Deactivation popup: the code is requested on open, entered and sent at six digits; the
 * right one turns the method off. SPEC's Close button for 0 attempts is shown from the start, so the popup
 * never holds someone who did not get a code or changed their mind.
 */
export function DeactivateDialog({ type, open, onClose, onDeactivated }: Props) {
  const t = useTranslations('Security');
  return (
    <Modal open={open} title={t('confirmationTitle')} onClose={onClose} testId="deactivate-dialog">
      {/* Mounted on each opening: a fresh request, three attempts. */}
      {open ? <DeactivateBody type={type} onClose={onClose} onDeactivated={onDeactivated} /> : null}
    </Modal>
  );
}

function DeactivateBody({ type, onClose, onDeactivated }: Omit<Props, 'open'>) {
  const t = useTranslations('Security');
  const tCommon = useTranslations('Common');
  const tPasskeys = useTranslations('Passkeys');
  const errorText = useErrorText();
  const [requested, setRequested] = useState<'pending' | 'ready' | { failed: string }>('pending');
  const [attempts, setAttempts] = useState(INITIAL_ATTEMPTS);
  const [lastError, setLastError] = useState<string | null>(null);
  const [recovery, setRecovery] = useState(false);

  useEffect(() => {
    let live = true;
    void callApi('/two-fa/deactivate', { body: { type } }).then((result) => {
      if (live) setRequested(result.state === 'success' ? 'ready' : { failed: result.errors[0]?.code ?? '' });
    });
    return () => {
      live = false;
    };
  }, [type]);

  const close = (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={onClose} data-testid="deactivate-close">
        {tCommon('close')}
      </Button>
    </div>
  );
  if (requested === 'pending') {
    return (
      <div className={styles.dialogWait}>
        <Spinner label={tCommon('loading')} size={28} />
      </div>
    );
  }
  if (requested !== 'ready') {
    return (
      <>
        <p role="alert" className={styles.dialogError}>
          {errorText(requested.failed || 'internal_server_error')}
        </p>
        {close}
      </>
    );
  }

  if (recovery) {
    return <RecoveryCodeForm deactivate={type} onSuccess={onDeactivated} onBack={() => setRecovery(false)} />;
  }

  const intro =
    type === 'GOOGLE_AUTHENTICATOR'
      ? t('deactivateGoogle')
      : type === 'TELEGRAM'
        ? t('deactivateTelegram')
        : t('deactivateEmail');
  const message =
    lastError && codeRefusal(lastError) === 'usedUp'
      ? t('expiredCode')
      : lastError && codeRefusal(lastError) === 'wrong'
        ? t('wrongCode', { attempts })
        : lastError
          ? errorText(lastError)
          : undefined;

  return (
    <>
      <p>{intro}</p>
      <CodeForm
        path="/two-fa/deactivate/confirm"
        schema={() => import('@/lib/schemas/two-fa').then((m) => m.ZTwoFaCodeSchema)}
        field="code"
        hidden={{ type }}
        label={t('code')}
        message={message}
        enabled={attempts > 0}
        autoSubmit
        confirmLabel={tCommon('confirm')}
        testId="deactivate-form"
        onSuccess={onDeactivated}
        onRefused={(code) => {
          setAttempts((current) => attemptsAfter(current, code));
          setLastError(code);
        }}
      />
      <Button variant="ghost" onClick={() => setRecovery(true)} data-testid="use-recovery-code">
        {tPasskeys('useRecovery')}
      </Button>
      {/* Always there: besides Escape, a visible way out for anyone who changes their mind or gets no code. */}
      {close}
    </>
  );
}
