'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { FormErrors, PasswordField, TextField, useErrorText } from '@/components/forms/field';
import formStyles from '@/components/forms/forms.module.css';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { callApi } from '@/lib/client/api';
import { splitErrors } from '@/lib/client/field-errors';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/routes';
import { ZEmailSchema } from '@/lib/schemas/email';
import { ZPresentPasswordSchema } from '@/lib/schemas/password';

import styles from './auth.module.css';
import { CaptchaSlot, useCaptchaGate } from './use-captcha-gate';
import { LockedDialog } from './locked-dialog';
import { OtpDialog } from './otp-dialog';
import { afterLoginUrl } from './after-login';

const ZLoginFormSchema = z.object({ email: ZEmailSchema, password: ZPresentPasswordSchema });
type LoginFields = z.input<typeof ZLoginFormSchema>;

export type LoginFormProps = {
  application?: string;
  backUrl?: string;
  next?: string;
  captchaKind: 'recaptcha' | 'altcha';
  recaptchaSiteKey: string | null;
  supportEmail: string;
};

type LoginAnswer = { status: 'SUCCESS' | 'TWO_FACTOR_AUTHENTICATION'; twoFaType: string | null };

export function LoginForm({
  application,
  backUrl,
  next,
  captchaKind,
  recaptchaSiteKey,
  supportEmail,
}: LoginFormProps) {
  const t = useTranslations('Login');
  const locale = useLocale();
  const errorText = useErrorText();
  const captcha = useCaptchaGate();
  const [common, setCommon] = useState<string[]>([]);
  const [locked, setLocked] = useState(false);
  const [otp, setOtp] = useState<{ twoFaType: string | null } | null>(null);
  const [redirecting, setRedirecting] = useState(false);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginFields>({
    resolver: zodResolver(ZLoginFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  function finish() {
    setOtp(null);
    setRedirecting(true);
    window.location.assign(afterLoginUrl({ locale, application, backUrl, next }));
  }

  async function onFormSubmit(values: LoginFields) {
    setCommon([]);
    if (!captcha.ready(errorText('required'))) return;
    const result = await callApi<LoginAnswer>('/auth/login', {
      body: {
        email: values.email,
        password: values.password,
        captcha: captcha.token ?? undefined,
        application,
      },
    });
    if (result.state === 'success') {
      if (result.data.status === 'SUCCESS') finish();
      else setOtp({ twoFaType: result.data.twoFaType });
      return;
    }
    // SPEC §4: the captcha is reset after any failed login.
    captcha.reset();
    const { fields, common: codes } = splitErrors(result.errors);
    for (const [field, list] of Object.entries(fields)) {
      const name = field === 'username' ? 'email' : field;
      if (name === 'email' || name === 'password') setError(name, { message: list.join(', ') });
    }
    const rest = captcha.absorb(codes, errorText);
    if (rest.includes('user_account_locked')) setLocked(true);
    setCommon(rest.map((code) => errorText(code) ?? code));
  }

  if (redirecting) {
    return (
      <div className={styles.redirecting} data-testid="login-redirecting">
        <Spinner label={t('redirecting')} />
        <p>{t('redirecting')}</p>
      </div>
    );
  }

  const resetQuery = application ? `?application=${encodeURIComponent(application)}` : '';
  return (
    <>
      <form
        className={formStyles.form}
        onSubmit={handleSubmit(onFormSubmit)}
        noValidate
        data-testid="login-form"
      >
        <fieldset className={formStyles.fieldset} disabled={isSubmitting}>
          <TextField
            label={t('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={256}
            error={errorText(errors.email?.message)}
            {...register('email')}
          />
          <PasswordField
            label={t('password')}
            autoComplete="current-password"
            maxLength={256}
            error={errorText(errors.password?.message)}
            {...register('password')}
          />
          <div className={styles.forgotRow}>
            <Link href={`${ROUTES.passwordReset}${resetQuery}`} className={styles.forgot}>
              {t('forgot')}
            </Link>
          </div>
          <CaptchaSlot gate={captcha} kind={captchaKind} siteKey={recaptchaSiteKey} />
          <FormErrors messages={common} />
          <Button type="submit" size="l" block busy={isSubmitting} data-testid="login-submit">
            {t('submit')}
          </Button>
        </fieldset>
      </form>
      <LockedDialog open={locked} supportEmail={supportEmail} onClose={() => setLocked(false)} />
      <OtpDialog
        open={otp !== null}
        twoFaType={otp?.twoFaType ?? null}
        onSuccess={finish}
        onRestart={async () => {
          await callApi('/auth/logout', { method: 'POST' });
          window.location.assign(window.location.href);
        }}
      />
    </>
  );
}
