'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';

import { Checkbox } from '@/components/forms/checkbox';
import { focusFirstInvalid } from '@/components/forms/focus-first-invalid';
import { FormErrors, PasswordField, TextField, useErrorText } from '@/components/forms/field';
import formStyles from '@/components/forms/forms.module.css';
import { PasswordRules } from '@/components/forms/password-rules';
import { useAppState } from '@/components/shell/app-state';
import { Button } from '@/components/ui/button';
import { Combobox, type Option } from '@/components/ui/combobox';
import { callApi } from '@/lib/client/api';
import { splitErrors } from '@/lib/client/field-errors';
import { Link } from '@/lib/i18n/navigation';
import { SCROLL_TO_ERROR_DELAY_MS } from '@/lib/policy';
import { ROUTES } from '@/lib/routes';
import { ZRegistrationFormSchema } from '@/lib/schemas/registration';

import styles from './auth.module.css';
import { CaptchaSlot, useCaptchaGate } from './use-captcha-gate';
import { ResultCard } from './result-card';

type Fields = z.input<typeof ZRegistrationFormSchema>;
type FieldName = keyof Fields;

const FORM_FIELDS: readonly FieldName[] = [
  'nationalityId',
  'email',
  'firstName',
  'lastName',
  'password',
  'passwordConfirmation',
  'termsAccepted',
  'privacyAccepted',
  'termsOfUseAccepted',
];

const DOCUMENTS = [
  { field: 'termsAccepted', key: 'agreeTerms', file: 'TermsandConditionsPP.pdf' },
  { field: 'privacyAccepted', key: 'agreePrivacy', file: 'PrivacyPolicyPP.pdf' },
  { field: 'termsOfUseAccepted', key: 'agreeTermsOfUse', file: 'TermsofUsePP.pdf' },
] as const;

export type RegistrationFormProps = {
  countries: Option[];
  inviteCode?: string;
  sponsor: { firstName: string; lastName: string } | null;
  application?: string;
  captchaKind: 'recaptcha' | 'altcha';
  recaptchaSiteKey: string | null;
  cdn: string;
  supportEmail: string;
};

/** SPEC §2/§4 Registration: the form, then the completed screen with "Resend confirmation E-mail". */
export function RegistrationForm(props: RegistrationFormProps) {
  const { countries, inviteCode, sponsor, application, captchaKind, recaptchaSiteKey, cdn, supportEmail } =
    props;
  const t = useTranslations('Registration');
  const locale = useLocale();
  const errorText = useErrorText();
  const { notify } = useAppState();
  const captcha = useCaptchaGate();

  const [common, setCommon] = useState<string[]>([]);
  const [registered, setRegistered] = useState<string | null>(null);
  const [resending, setResending] = useState(false);

  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<Fields>({
    resolver: zodResolver(ZRegistrationFormSchema),
    reValidateMode: 'onChange',
    shouldFocusError: false,
    defaultValues: {
      nationalityId: '',
      email: '',
      firstName: '',
      lastName: '',
      password: '',
      passwordConfirmation: '',
      termsAccepted: false as unknown as true,
      privacyAccepted: false as unknown as true,
      termsOfUseAccepted: false as unknown as true,
    },
  });

  const password = useWatch({ control, name: 'password' }) ?? '';
  const formRef = useRef<HTMLFormElement>(null);

  // After a refused submit, once the fieldset is enabled again, the first invalid field in page order.
  useEffect(() => {
    if (submitCount > 0 && !isSubmitting) focusFirstInvalid(formRef.current);
  }, [submitCount, isSubmitting]);

  function showServerErrors(list: Parameters<typeof splitErrors>[0], form: HTMLFormElement | null) {
    const { fields, common: codes } = splitErrors(list);
    for (const [name, fieldCodes] of Object.entries(fields)) {
      if ((FORM_FIELDS as readonly string[]).includes(name)) {
        setError(name as FieldName, { message: fieldCodes.join(', ') });
      }
    }
    const shown: string[] = [];
    for (const code of captcha.absorb(codes, errorText)) {
      if (code === 'email_occupied') setError('email', { message: code });
      else shown.push(errorText(code) ?? code);
    }
    setCommon(shown);
    // SPEC §7: scroll to the first error after 500 ms.
    focusFirstInvalid(form, SCROLL_TO_ERROR_DELAY_MS);
  }

  async function onFormSubmit(values: Fields, event?: React.BaseSyntheticEvent) {
    setCommon([]);
    if (!captcha.ready(errorText('required'))) return;
    const result = await callApi('/registration', {
      body: {
        email: values.email,
        firstName: values.firstName,
        lastName: values.lastName,
        nationalityId: values.nationalityId,
        password: values.password,
        inviteCode,
        googleRecaptchaV2: captcha.token ?? undefined,
        application,
      },
    });
    // SPEC §4: the captcha is reset after every attempt.
    captcha.reset();
    if (result.state === 'success') {
      setRegistered(values.email.trim());
      window.scrollTo({ top: 0 });
      return;
    }
    showServerErrors(result.errors, event?.target instanceof HTMLFormElement ? event.target : null);
  }

  async function resend() {
    if (!registered) return;
    setResending(true);
    const result = await callApi('/registration/resend', { body: { email: registered, application } });
    setResending(false);
    if (result.state === 'success') notify('success', t('resent'));
  }

  if (registered) {
    return (
      <ResultCard
        tone="info"
        title={t('completedTitle')}
        testId="registration-completed"
        actions={
          <Button
            variant="secondary"
            onClick={resend}
            busy={resending}
            disabled={resending}
            data-testid="resend-confirmation"
          >
            {t('resend')}
          </Button>
        }
      >
        <p>{t('completedText', { email: registered })}</p>
        <p>{t('contactSupport', { email: supportEmail })}</p>
      </ResultCard>
    );
  }

  return (
    <div className={`${styles.card} ${styles.registration}`}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{t('title')}</h1>
        {application ? <p className={styles.subtitle}>{t('continueTo', { application })}</p> : null}
      </div>
      {inviteCode ? (
        <p
          className={sponsor ? styles.sponsor : styles.sponsorInvalid}
          data-testid="sponsor"
          role={sponsor ? undefined : 'alert'}
        >
          {sponsor
            ? t('sponsor', { name: `${sponsor.firstName} ${sponsor.lastName}` })
            : t('incorrectInviteCode')}
        </p>
      ) : null}
      <form
        ref={formRef}
        className={formStyles.form}
        onSubmit={handleSubmit(onFormSubmit)}
        noValidate
        data-testid="registration-form"
      >
        <fieldset className={formStyles.fieldset} disabled={isSubmitting}>
          <Controller
            name="nationalityId"
            control={control}
            render={({ field }) => (
              <Combobox
                label={t('nationality')}
                name="nationalityId"
                options={countries}
                value={field.value ?? ''}
                onChange={field.onChange}
                inputRef={field.ref}
                error={errorText(errors.nationalityId?.message)}
              />
            )}
          />
          <TextField
            label={t('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={256}
            error={errorText(errors.email?.message)}
            {...register('email')}
          />
          <div className={styles.twoColumns}>
            <TextField
              label={t('firstName')}
              autoComplete="given-name"
              maxLength={256}
              error={errorText(errors.firstName?.message)}
              {...register('firstName')}
            />
            <TextField
              label={t('lastName')}
              autoComplete="family-name"
              maxLength={256}
              error={errorText(errors.lastName?.message)}
              {...register('lastName')}
            />
          </div>
          <PasswordRules password={password} />
          <PasswordField
            label={t('password')}
            autoComplete="new-password"
            maxLength={256}
            error={errorText(errors.password?.message)}
            {...register('password')}
          />
          <PasswordField
            label={t('passwordConfirmation')}
            autoComplete="new-password"
            maxLength={256}
            error={errorText(errors.passwordConfirmation?.message)}
            {...register('passwordConfirmation')}
          />
          <div className={styles.agreements}>
            {DOCUMENTS.map((doc) => (
              <Checkbox
                key={doc.field}
                label={t.rich(doc.key, {
                  link: (chunks) => (
                    <a href={`${cdn}/${locale}/${doc.file}`} target="_blank" rel="noopener noreferrer">
                      {chunks}
                    </a>
                  ),
                })}
                error={errorText(errors[doc.field]?.message)}
                {...register(doc.field)}
              />
            ))}
          </div>
          <CaptchaSlot gate={captcha} kind={captchaKind} siteKey={recaptchaSiteKey} />
          <FormErrors messages={common} />
          <Button type="submit" size="l" block busy={isSubmitting} data-testid="registration-submit">
            {t('submit')}
          </Button>
        </fieldset>
      </form>
      <p className={styles.footerText}>
        {t('haveAccount')} <Link href={ROUTES.login}>{t('logIn')}</Link>
      </p>
    </div>
  );
}
