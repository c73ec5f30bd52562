'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';

import { CodeForm } from '@/components/forms/code-form';
import formStyles from '@/components/forms/forms.module.css';
import { useHydrated } from '@/components/forms/use-hydrated';
import { Button, buttonClass } from '@/components/ui/button';
import { callApi } from '@/lib/client/api';
import type { TFormState } from '@/lib/schemas/form-state';
import type { TLoginAnswer } from '@/lib/schemas/login';
import { attemptsAfter, codeRefusal, INITIAL_ATTEMPTS } from '@/lib/two-factor/code-attempts';

import { RecoveryCodeForm } from '../security/recovery-code-form';
import styles from './auth.module.css';

export type OtpStepProps = {
  twoFaType: string | null;
  /** Where the browser goes once signed in (carried by a form posted before hydration). */
  application?: string;
  backUrl?: string;
  next?: string;
  /** The outcome of this step when it was posted before hydration. */
  initial?: TFormState | null;
  /** The outcome of "Use a recovery code" when it was posted before hydration (refused: shown again). */
  recoveryInitial?: TFormState | null;
  /** In the popup: a Cancel that gives the half login up and shows the login form again. */
  cancellable?: boolean;
  onSuccess(): void;
};

/** Ends the half login (the BFF forgets it) and opens the login page afresh. */
async function startOver(): Promise<void> {
  await callApi('/auth/logout', { body: {} });
  window.location.assign(window.location.href);
}

/**
 * The half login is gone (timed out, ended by a newer login or a logout elsewhere): no code can help, so the
 * step ends like after three wrong codes, with its own reason and the way back to the login.
 */
const LOGIN_GONE = 'invalid_token';

/** Tries left after a refusal: none once the half login itself is gone. */
function triesAfter(current: number, code: string): number {
  return code === LOGIN_GONE ? 0 : attemptsAfter(current, code);
}

/** The tries left and the last refusal of a step posted before hydration. */
function initialState(initial: TFormState | null | undefined): { attempts: number; error: string | null } {
  if (!initial || initial.succeeded) return { attempts: INITIAL_ATTEMPTS, error: null };
  const before = Number(initial.values.attempts ?? INITIAL_ATTEMPTS);
  const code = initial.errors[0]?.code ?? null;
  const attempts =
    Number.isInteger(before) && before >= 0 && before <= INITIAL_ATTEMPTS ? before : INITIAL_ATTEMPTS;
  return { attempts: code ? triesAfter(attempts, code) : attempts, error: code };
}

/**
 * The second login step (SPEC §2 "OTP popup", §8): the code of the method, sent at the sixth digit;
 * a wrong one tells how many tries are left; after three (or otp_confirmation_error) the 'three
 * times' message and Continue, which ends the half login and starts over.
 */
export function OtpStep({
  twoFaType,
  application,
  backUrl,
  next,
  initial,
  recoveryInitial,
  cancellable = false,
  onSuccess,
}: OtpStepProps) {
  const t = useTranslations('Otp');
  const tPasskeys = useTranslations('Passkeys');
  const tCommon = useTranslations('Common');
  const hydrated = useHydrated();
  const [{ attempts, error }, setState] = useState(() => initialState(initial));
  const [recovery, setRecovery] = useState(!!recoveryInitial);
  // What the recovery form carries so a post without JavaScript ends where this login ends.
  const step = { application, backUrl, next, twoFaType: twoFaType ?? undefined };
  const recoveryForm = (
    <RecoveryCodeForm
      login={{ hidden: step, initial: recoveryInitial }}
      onSuccess={onSuccess}
      onBack={() => setRecovery(false)}
    />
  );

  if (attempts === 0) {
    const restart = async (event: FormEvent) => {
      event.preventDefault();
      await startOver();
    };
    return (
      <div className={styles.otpStep}>
        <p role="alert" data-testid="otp-three-times">
          {error === LOGIN_GONE ? t('loginExpired') : t('threeTimes')}
        </p>
        {/* Continue works before hydration too: the logout form ends the session and opens the login. */}
        <form method="post" action="/api/auth/logout" onSubmit={hydrated ? restart : undefined}>
          <Button type="submit" block data-testid="otp-continue">
            {t('continue')}
          </Button>
        </form>
      </div>
    );
  }

  if (recovery && hydrated) return <div className={styles.otpStep}>{recoveryForm}</div>;

  const intro =
    twoFaType === 'GOOGLE_AUTHENTICATOR' ? t('google') : twoFaType === 'EMAIL' ? t('email') : t('telegram');
  // Other refusals (rate limit, network) show once, in the form's error list under the input.
  const message = error && codeRefusal(error) === 'wrong' ? t('wrongCode', { attempts }) : undefined;

  return (
    <div className={styles.otpStep}>
      <p>{intro}</p>
      <CodeForm
        path="/auth/otp"
        schema={() => import('@/lib/schemas/login').then((m) => m.ZOtpFormSchema)}
        field="otp"
        hidden={{
          application,
          backUrl,
          next,
          twoFaType: twoFaType ?? undefined,
          attempts: String(attempts),
        }}
        initial={initial}
        label={t('code')}
        message={message}
        enabled={attempts > 0}
        autoSubmit
        confirmLabel={t('confirm')}
        blockConfirm
        testId="otp-form"
        onSuccess={(answer) => {
          if ((answer as TLoginAnswer).status === 'SUCCESS') onSuccess();
        }}
        onRefused={(code) =>
          setState((current) => ({
            attempts: triesAfter(current.attempts, code),
            error: code,
          }))
        }
      />
      {/* A lost phone: one of the recovery codes stands in for the code. Before hydration (or without
          JavaScript) the browser's own disclosure opens its form, which posts natively. */}
      {hydrated ? (
        <Button variant="ghost" onClick={() => setRecovery(true)} data-testid="use-recovery-code">
          {tPasskeys('useRecovery')}
        </Button>
      ) : (
        <details className={formStyles.disclosure} open={!!recoveryInitial}>
          <summary className={buttonClass('ghost')} data-testid="use-recovery-code">
            {tPasskeys('useRecovery')}
          </summary>
          {recoveryForm}
        </details>
      )}
      {cancellable && hydrated ? (
        <Button variant="secondary" block onClick={() => void startOver()} data-testid="otp-cancel">
          {tCommon('cancel')}
        </Button>
      ) : null}
    </div>
  );
}
