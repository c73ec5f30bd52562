'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';

import { CodeForm } from '@/components/forms/code-form';
import { useErrorText } from '@/components/forms/field';
import { Button } from '@/components/ui/button';
import type { TFormState } from '@/lib/schemas/form-state';
import type { TTwoFaType } from '@/lib/schemas/oauth';
import { codeRefusal } from '@/lib/two-factor/code-attempts';

import { RecoveryCodesShown } from './recovery-codes-shown';
import styles from './security.module.css';
import { useCodeConfirmation } from './use-code-confirmation';

export type CodeStepProps = {
  type: TTwoFaType;
  intro: ReactNode;
  /** Telegram and e-mail: a timer and a new code on request. The authenticator makes its own codes. */
  resend?: { label: string; send: () => Promise<boolean> };
  back?: () => void;
  /** The authenticator: once its tries are gone, fresh ones for the same secret (no resend, no new scan). */
  renew?: { label: string; run: () => Promise<boolean> };
  /** E-mail: a Confirm button that enables at six digits; the others submit at the sixth digit. */
  confirmButton?: boolean;
  initial?: TFormState | null;
  onConfirmed: () => void;
};

/**
 * The 'Confirmation' step of the two-factor wizards (SPEC §2, §4): the code, a 5-minute timer from
 * entry and from each resend, resend after a minute, three attempts reset by a resend.
 */
export function CodeStep({
  type,
  intro,
  resend,
  back,
  renew,
  confirmButton,
  initial,
  onConfirmed,
}: CodeStepProps) {
  const t = useTranslations('Security');
  const tCommon = useTranslations('Common');
  const errorText = useErrorText();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const code = useCodeConfirmation(initial && !initial.succeeded ? initial.errors[0]?.code : undefined);
  const timed = !!resend;
  const expired = timed && code.expired;

  let message: string | undefined;
  if (expired) message = t('codeExpired');
  else if (code.lastError && codeRefusal(code.lastError) === 'usedUp')
    message = timed ? t('wrongCode', { attempts: 0 }) : t('expiredCode');
  else if (code.lastError && codeRefusal(code.lastError) === 'wrong')
    message = t('wrongCode', { attempts: code.attempts });
  else if (code.lastError) message = errorText(code.lastError);

  const renewable = !timed && renew && code.attempts === 0;
  // Turning a factor on answers its recovery codes: they are shown before the wizard goes on.
  if (recoveryCodes) return <RecoveryCodesShown codes={recoveryCodes} onDone={onConfirmed} />;

  const actions =
    back || resend || renewable ? (
      <>
        {back ? (
          <Button variant="secondary" onClick={back} data-testid="two-fa-back">
            {tCommon('back')}
          </Button>
        ) : null}
        {resend ? (
          <Button
            variant="ghost"
            disabled={!code.canResend}
            className={styles.resend}
            onClick={async () => {
              if (await resend.send()) code.sent();
            }}
            data-testid="two-fa-resend"
          >
            {resend.label}
          </Button>
        ) : null}
        {renewable ? (
          <Button
            onClick={async () => {
              if (await renew.run()) code.sent();
            }}
            data-testid="two-fa-renew"
          >
            {renew.label}
          </Button>
        ) : null}
      </>
    ) : undefined;

  return (
    <div className={styles.step}>
      <h3 className={styles.stepTitle}>{t('confirmationTitle')}</h3>
      <p className={styles.stepText}>{intro}</p>
      {timed ? (
        <p className={`${styles.timer} ${expired ? styles.timerOut : ''}`} data-testid="two-fa-timer">
          {expired ? t('codeExpired') : t('timeLeft', { time: code.remaining })}
        </p>
      ) : null}
      <CodeForm
        // A new code starts a new form: the field and the last refusal are gone.
        key={code.sentAt}
        path="/two-fa/confirm"
        schema={() => import('@/lib/schemas/two-fa').then((m) => m.ZTwoFaCodeSchema)}
        field="code"
        hidden={{ type }}
        initial={initial}
        label={t('code')}
        message={message}
        enabled={timed ? code.canConfirm : code.attempts > 0}
        autoSubmit={!confirmButton}
        confirmLabel={tCommon('confirm')}
        actions={actions}
        testId="two-fa-code-form"
        onSuccess={(answer) => {
          const codes = (answer as { recoveryCodes?: string[] } | null)?.recoveryCodes;
          if (codes?.length) setRecoveryCodes(codes);
          else onConfirmed();
        }}
        onRefused={code.refused}
      />
    </div>
  );
}
