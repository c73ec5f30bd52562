'use client';

import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';

import { EMAIL_INPUT } from '@/components/forms/email-input';
import { FormErrors, PasswordField, TextField } from '@/components/forms/field';
import formStyles from '@/components/forms/forms.module.css';
import { useContractForm } from '@/components/forms/use-contract-form';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Link } from '@/lib/i18n/navigation';
import { afterLoginPath } from '@/lib/navigation/after-login';
import { ROUTES } from '@/lib/navigation/routes';
import { TEXT_MAX_LENGTH } from '@/lib/policy';
import type { TFormState } from '@/lib/schemas/form-state';
import type { TLoginAnswer } from '@/lib/schemas/login';

import styles from './auth.module.css';
import { useLinkedProduct } from './linked-product';
import { PasskeySignIn } from './passkey-sign-in';
import { useSecondStep } from './second-step';
import { CaptchaSlot, useCaptchaGate } from './use-captcha-gate';

// Loaded when needed: the locked popup on that answer; the inline OTP step (rendered on the server
// after a login posted without JavaScript) only on that page, which then references its chunk.
const LockedDialog = dynamic(() => import('./locked-dialog').then((m) => m.LockedDialog), {
  ssr: false,
});
const OtpStep = dynamic(() => import('./otp-step').then((m) => m.OtpStep));

export type LoginFormProps = {
  captchaKind: 'recaptcha' | 'altcha';
  recaptchaSiteKey: string | null;
  supportEmail: string;
  /** This form's outcome when it was posted before hydration. */
  initial?: TFormState | null;
  /** The OTP step's outcome when it was posted before hydration. */
  otpInitial?: TFormState | null;
  /** The step's "Use a recovery code" outcome when it was posted before hydration. */
  recoveryInitial?: TFormState | null;
};

export function LoginForm({
  captchaKind,
  recaptchaSiteKey,
  supportEmail,
  initial,
  otpInitial,
  recoveryInitial,
}: LoginFormProps) {
  const t = useTranslations('Login');
  const tOtp = useTranslations('Otp');
  const locale = useLocale();
  const { application, backUrl, next } = useLinkedProduct();
  const captcha = useCaptchaGate();
  const [locked, setLocked] = useState(false);
  // Mounted from the first lock on, so closing returns focus the way <dialog> does.
  const [lockedLoaded, setLockedLoaded] = useState(false);
  const secondStep = useSecondStep();
  const pending = initial?.succeeded ? (initial.answer as TLoginAnswer) : null;
  // Posted before hydration, the login answered TWO_FACTOR_AUTHENTICATION (or the code was refused):
  // the step shows here, in place of the form, as a form that works without JavaScript too.
  const inlineStep =
    pending?.status === 'TWO_FACTOR_AUTHENTICATION'
      ? { twoFaType: pending.twoFaType }
      : (otpInitial ?? recoveryInitial)
        ? { twoFaType: ((otpInitial ?? recoveryInitial)!.values.twoFaType as string | undefined) ?? null }
        : null;
  const [redirecting, setRedirecting] = useState(false);

  const { field, formProps, hiddenInputs, common, busy } = useContractForm({
    path: '/auth/login',
    schema: () => import('@/lib/schemas/login').then((m) => m.ZLoginFormSchema),
    fields: { email: '', password: '' },
    hidden: { application, backUrl, next },
    initial,
    toBody: ({ email, password, application }) => ({ email, password, application }),
    captcha: { gate: captcha, field: 'captcha' },
    onCode: {
      user_account_locked: () => {
        setLockedLoaded(true);
        setLocked(true);
      },
    },
    onSuccess(answer) {
      if (answer.status === 'SUCCESS') finish();
      else secondStep(answer.twoFaType);
    },
  });

  function finish() {
    setRedirecting(true);
    window.location.assign(afterLoginPath({ locale, application, backUrl, next }));
  }

  if (redirecting) {
    return (
      <div className={styles.redirecting} data-testid="login-redirecting">
        <Spinner label={t('redirecting')} />
        <p>{t('redirecting')}</p>
      </div>
    );
  }

  if (inlineStep) {
    return (
      <section aria-labelledby="otp-step-title" data-testid="otp-inline">
        <h2 id="otp-step-title" className={styles.stepTitle}>
          {tOtp('title')}
        </h2>
        <OtpStep
          twoFaType={inlineStep.twoFaType}
          application={application}
          backUrl={backUrl}
          next={next}
          initial={otpInitial}
          recoveryInitial={recoveryInitial}
          onSuccess={finish}
        />
      </section>
    );
  }

  const resetQuery = application ? `?application=${encodeURIComponent(application)}` : '';
  return (
    <>
      <form className={formStyles.form} {...formProps} data-testid="login-form">
        {hiddenInputs}
        <fieldset className={formStyles.fieldset} disabled={busy}>
          {/* `webauthn`: the field's suggestions include the passkeys this browser holds (conditional UI). */}
          <TextField
            label={t('email')}
            {...EMAIL_INPUT}
            autoComplete="username webauthn"
            {...field('email')}
          />
          <PasswordField
            label={t('password')}
            autoComplete="current-password"
            maxLength={TEXT_MAX_LENGTH}
            {...field('password')}
          />
          <div className={styles.forgotRow}>
            <Link href={`${ROUTES.passwordReset}${resetQuery}`} className={styles.forgot}>
              {t('forgot')}
            </Link>
          </div>
          <CaptchaSlot gate={captcha} kind={captchaKind} siteKey={recaptchaSiteKey} />
          <FormErrors messages={common} />
          <Button type="submit" size="l" block busy={busy} data-testid="login-submit">
            {t('submit')}
          </Button>
        </fieldset>
      </form>
      <PasskeySignIn application={application} onSignedIn={finish} onSecondStep={() => secondStep(null)} />
      {lockedLoaded ? (
        <LockedDialog open={locked} supportEmail={supportEmail} onClose={() => setLocked(false)} />
      ) : null}
    </>
  );
}
