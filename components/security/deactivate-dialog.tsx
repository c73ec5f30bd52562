'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

import { CodeForm } from '@/components/forms/code-form';
import { useErrorText } from '@/components/forms/field';
import formStyles from '@/components/forms/forms.module.css';
import { useHydrated } from '@/components/forms/use-hydrated';
import { Button, buttonClass } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { callApi } from '@/lib/client/api';
import { Link } from '@/lib/i18n/navigation';
import type { TFormState } from '@/lib/schemas/form-state';
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
      {open ? <DeactivateBody type={type} close={{ onClose }} onDeactivated={onDeactivated} /> : null}
    </Modal>
  );
}

/** Where the step begins: a code already requested (a form posted before hydration) and its last refusal. */
export type DeactivateStart = {
  requested: boolean;
  initial?: TFormState | null;
  /** "Use a recovery code" posted before hydration and refused: its form opens again with the error. */
  recoveryInitial?: TFormState | null;
};

type BodyProps = Omit<Props, 'open' | 'onClose'> & {
  start?: DeactivateStart;
  /** The popup's Close; in the page, a link back to the wizard (it works before hydration too). */
  close: { onClose: () => void } | { href: string };
};

/** The tries left and the last refusal of a code posted before hydration. */
function startState(initial: TFormState | null | undefined): { attempts: number; lastError: string | null } {
  const code = initial && !initial.succeeded ? (initial.errors[0]?.code ?? null) : null;
  const before = Number(initial?.values.attempts ?? INITIAL_ATTEMPTS);
  const attempts =
    Number.isInteger(before) && before >= 0 && before <= INITIAL_ATTEMPTS ? before : INITIAL_ATTEMPTS;
  return { attempts: code ? attemptsAfter(attempts, code) : attempts, lastError: code };
}

/**
 * The code step that turns a method off: in the popup (the code requested on open), or in the page when
 * "Deactivate" was posted before hydration — then every part of it is a form or a link, no script needed.
 */
export function DeactivateBody({ type, start, close: closeBy, onDeactivated }: BodyProps) {
  const t = useTranslations('Security');
  const tCommon = useTranslations('Common');
  const tPasskeys = useTranslations('Passkeys');
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const [requested, setRequested] = useState<'pending' | 'ready' | { failed: string }>(
    start?.requested ? 'ready' : 'pending',
  );
  const [{ attempts, lastError }, setTries] = useState(() => startState(start?.initial));
  const [recovery, setRecovery] = useState(false);

  useEffect(() => {
    if (start?.requested) return;
    let live = true;
    void callApi('/two-fa/deactivate', { body: { type } }).then((result) => {
      if (live) setRequested(result.state === 'success' ? 'ready' : { failed: result.errors[0]?.code ?? '' });
    });
    return () => {
      live = false;
    };
  }, [type, start?.requested]);

  const close = (
    <div className={styles.actions}>
      {'href' in closeBy ? (
        <Link href={closeBy.href} className={buttonClass('secondary')} data-testid="deactivate-close">
          {tCommon('close')}
        </Link>
      ) : (
        <Button variant="secondary" onClick={closeBy.onClose} data-testid="deactivate-close">
          {tCommon('close')}
        </Button>
      )}
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

  if (recovery && hydrated) {
    return (
      <RecoveryCodeForm
        deactivate={type}
        initial={start?.recoveryInitial}
        onSuccess={onDeactivated}
        onBack={() => setRecovery(false)}
      />
    );
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
        // The tries left travel with a code posted before hydration, to be counted on its way back; the
        // call made after it counts them here.
        hidden={hydrated ? { type } : { type, attempts: String(attempts) }}
        initial={start?.initial}
        label={t('code')}
        message={message}
        enabled={attempts > 0}
        autoSubmit
        confirmLabel={tCommon('confirm')}
        testId="deactivate-form"
        onSuccess={onDeactivated}
        onRefused={(code) =>
          setTries((current) => ({ attempts: attemptsAfter(current.attempts, code), lastError: code }))
        }
      />
      {/* Before hydration (or without JavaScript) the browser's own disclosure opens the recovery form. */}
      {hydrated ? (
        <Button variant="ghost" onClick={() => setRecovery(true)} data-testid="use-recovery-code">
          {tPasskeys('useRecovery')}
        </Button>
      ) : (
        <details
          className={`${formStyles.disclosure} ${styles.recoveryDetails}`}
          open={!!start?.recoveryInitial}
        >
          <summary className={buttonClass('ghost')} data-testid="use-recovery-code">
            {tPasskeys('useRecovery')}
          </summary>
          <RecoveryCodeForm
            deactivate={type}
            initial={start?.recoveryInitial}
            onSuccess={onDeactivated}
            onBack={() => setRecovery(false)}
          />
        </details>
      )}
      {/* Always there: besides Escape, a visible way out for anyone who changes their mind or gets no code. */}
      {close}
    </>
  );
}
