'use client';

import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';

import { Checkbox } from '@/components/forms/checkbox';
import { EMAIL_INPUT } from '@/components/forms/email-input';
import { FormErrors, PasswordField, TextField } from '@/components/forms/field';
import formStyles from '@/components/forms/forms.module.css';
import { NEW_PASSWORD_INPUT } from '@/components/forms/new-password-input';
import { PasswordRules } from '@/components/forms/password-rules';
import { useContractForm } from '@/components/forms/use-contract-form';
import { Button } from '@/components/ui/button';
import { Combobox, type Option } from '@/components/ui/combobox';
import { readCookie } from '@/lib/client/cookies';
import { APPLICATION_COOKIE } from '@/lib/http/cookie-names';
import { isolate } from '@/lib/i18n/bidi';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/navigation/routes';
import { TEXT_MAX_LENGTH } from '@/lib/policy';
import { parseApplication, productName } from '@/lib/products';
import type { TFormState } from '@/lib/schemas/form-state';

import styles from './auth.module.css';
import { useLinkedProduct } from './linked-product';
import { CaptchaSlot, useCaptchaGate } from './use-captcha-gate';
import { useInvite } from './use-invite';

// Shown only after a sign-up: loaded then (or rendered on the server after a post without JavaScript).
const RegistrationCompleted = dynamic(() =>
  import('./registration-completed').then((m) => m.RegistrationCompleted),
);

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
  /** This form's outcome when it was posted before hydration. */
  initial?: TFormState | null;
  /** The completed screen's resend, posted before hydration. */
  resent?: TFormState | null;
};

/** SPEC §2/§4 Registration: the form, then the completed screen with "Resend confirmation E-mail". */
export function RegistrationForm(props: RegistrationFormProps) {
  const { countries, captchaKind, recaptchaSiteKey, cdn, supportEmail } = props;
  const { inviteCode, sponsor } = useInvite({ inviteCode: props.inviteCode, sponsor: props.sponsor });
  const linked = useLinkedProduct();
  // SPEC §2: the query's application, else the cookie saved at application start.
  const application =
    linked.application ??
    props.application ??
    (linked.ready ? (parseApplication(readCookie(APPLICATION_COOKIE)) ?? undefined) : undefined);
  const t = useTranslations('Registration');
  const locale = useLocale();
  const captcha = useCaptchaGate();

  const [registered, setRegistered] = useState<string | null>(() => {
    const shown = props.initial?.succeeded ? props.initial.values : props.resent?.values;
    return shown ? String(shown.email ?? '') : null;
  });
  const { form, field, errorOf, clearServerError, formProps, hiddenInputs, common, busy } = useContractForm({
    path: '/registration',
    schema: () => import('@/lib/schemas/registration').then((m) => m.ZRegistrationFormSchema),
    fields: {
      nationalityId: '',
      email: '',
      firstName: '',
      lastName: '',
      password: '',
      passwordConfirmation: '',
      termsAccepted: false,
      privacyAccepted: false,
      termsOfUseAccepted: false,
    },
    hidden: { inviteCode, application },
    initial: props.initial,
    captcha: { gate: captcha, field: 'googleRecaptchaV2' },
    codeFields: { email_occupied: 'email' },
    onSuccess(_answer, values) {
      setRegistered(values.email);
      window.scrollTo({ top: 0 });
    },
  });
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';

  if (registered !== null) {
    return (
      <RegistrationCompleted
        email={registered}
        application={application}
        supportEmail={supportEmail}
        captchaKind={captchaKind}
        recaptchaSiteKey={recaptchaSiteKey}
        initial={props.resent}
      />
    );
  }

  return (
    <div className={`${styles.card} ${styles.registration}`}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{t('title')}</h1>
        {application ? (
          <p className={styles.subtitle}>{t('continueTo', { application: productName(application) })}</p>
        ) : null}
      </div>
      {inviteCode ? (
        <p
          className={sponsor ? styles.sponsor : styles.sponsorInvalid}
          data-testid="sponsor"
          role={sponsor ? undefined : 'alert'}
        >
          {sponsor
            ? t('sponsor', { name: isolate(`${sponsor.firstName} ${sponsor.lastName}`) })
            : t('incorrectInviteCode')}
        </p>
      ) : null}
      <form className={formStyles.form} {...formProps} data-testid="registration-form">
        {hiddenInputs}
        <fieldset className={formStyles.fieldset} disabled={busy}>
          <Controller
            name="nationalityId"
            control={form.control}
            render={({ field: nationality }) => (
              <Combobox
                label={t('nationality')}
                name="nationalityId"
                options={countries}
                value={nationality.value ?? ''}
                onChange={(value) => {
                  nationality.onChange(value);
                  clearServerError('nationalityId');
                }}
                inputRef={nationality.ref}
                error={errorOf('nationalityId')}
              />
            )}
          />
          <TextField label={t('email')} {...EMAIL_INPUT} {...field('email')} />
          <div className={styles.twoColumns}>
            <TextField
              label={t('firstName')}
              autoComplete="given-name"
              maxLength={TEXT_MAX_LENGTH}
              {...field('firstName')}
            />
            <TextField
              label={t('lastName')}
              autoComplete="family-name"
              maxLength={TEXT_MAX_LENGTH}
              {...field('lastName')}
            />
          </div>
          <PasswordRules password={password} />
          <PasswordField label={t('password')} {...NEW_PASSWORD_INPUT} {...field('password')} />
          <PasswordField
            label={t('passwordConfirmation')}
            {...NEW_PASSWORD_INPUT}
            {...field('passwordConfirmation')}
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
                {...field(doc.field)}
              />
            ))}
          </div>
          <CaptchaSlot gate={captcha} kind={captchaKind} siteKey={recaptchaSiteKey} />
          <FormErrors messages={common} />
          <Button type="submit" size="l" block busy={busy} data-testid="registration-submit">
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
