'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';

import { CodeForm } from '@/components/forms/code-form';
import { useErrorText } from '@/components/forms/field';
import { useHydrated } from '@/components/forms/use-hydrated';
import { Button, buttonClass } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import type { TFormState } from '@/lib/schemas/form-state';
import type { TTwoFaType } from '@/lib/schemas/oauth';
import { codeRefusal } from '@/lib/two-factor/code-attempts';
import { TWO_FA_ROUTES } from '@/lib/two-factor/methods';

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
  /** The code posted before hydration: refused, or accepted with the recovery codes to show. */
  initial?: TFormState | null;
  onConfirmed: () => void;
};

/** The recovery codes a code accepted before hydration came back with. */
function codesOf(initial: TFormState | null | undefined): string[] | null {
  if (!initial?.succeeded) return null;
  const codes = (initial.answer as { recoveryCodes?: string[] } | undefined)?.recoveryCodes;
  return codes?.length ? codes : null;
}

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
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(() => codesOf(initial));
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

  const hydrated = useHydrated();
  // Before hydration the buttons below would do nothing: Back is a link to the wizard's first step,
  // a new code is asked for there.
  const renewable = hydrated && !timed && renew && code.attempts === 0;
  const resendable = hydrated && resend;
  // Turning a factor on answers its recovery codes: they are shown before the wizard goes on.
  if (recoveryCodes) {
    return (
      <RecoveryCodesShown
        codes={recoveryCodes}
        onDone={onConfirmed}
        doneHref={TWO_FA_ROUTES[type].activated}
      />
    );
  }

  const actions =
    back || resendable || renewable ? (
      <>
        {back && hydrated ? (
          <Button variant="secondary" onClick={back} data-testid="two-fa-back">
            {tCommon('back')}
          </Button>
        ) : back ? (
          <Link
            href={TWO_FA_ROUTES[type].wizard}
            className={buttonClass('secondary')}
            data-testid="two-fa-back"
          >
            {tCommon('back')}
          </Link>
        ) : null}
        {resendable ? (
          <Button
            variant="ghost"
            disabled={!code.canResend}
            className={styles.resend}
            onClick={async () => {
              if (await resendable.send()) code.sent();
            }}
            data-testid="two-fa-resend"
          >
            {resendable.label}
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
