'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';

import { FormErrors, PasswordField } from '@/components/forms/field';
import formStyles from '@/components/forms/forms.module.css';
import { NEW_PASSWORD_INPUT } from '@/components/forms/new-password-input';
import { PasswordRules } from '@/components/forms/password-rules';
import { useContractForm } from '@/components/forms/use-contract-form';
import { Button, buttonClass } from '@/components/ui/button';
import type { TFormState } from '@/lib/schemas/form-state';
import type { TTwoFaType } from '@/lib/schemas/oauth';
import type { TPasswordResetAnswer } from '@/lib/schemas/password-reset';

import styles from './auth.module.css';
import { ResultCard } from './result-card';
import { useAddressCode } from './use-address-code';

type Props = {
  code: string;
  locale: string;
  /** This form's outcome when it was posted before hydration. */
  initial?: TFormState | null;
};

const METHOD_KEYS = {
  GOOGLE_AUTHENTICATOR: 'methodGoogle',
  TELEGRAM: 'methodTelegram',
  EMAIL: 'methodEmail',
} as const satisfies Record<TTwoFaType, string>;

/** SPEC §2 Password recovery, the new-password form reached from the mailed link. */
export function NewPasswordForm({ code: renderedCode, locale, initial }: Props) {
  const t = useTranslations('PasswordReset');
  const code = useAddressCode(renderedCode);
  const [done, setDone] = useState<TPasswordResetAnswer | null>(
    initial?.succeeded ? (initial.answer as TPasswordResetAnswer) : null,
  );
  const { form, field, formProps, hiddenInputs, common, busy } = useContractForm({
    path: '/password/reset/confirm',
    schema: () => import('@/lib/schemas/password-reset').then((m) => m.ZPasswordResetFormSchema),
    fields: { password: '', passwordConfirmation: '' },
    hidden: { code },
    initial,
    toBody: ({ password, code }) => ({ password, code }),
    onSuccess: (answer) => setDone(answer),
  });
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';

  if (done) {
    return (
      <ResultCard
        tone="success"
        title={t('title')}
        testId="reset-done"
        actions={
          <a href={done.resourceUrl || `/${locale}`} className={buttonClass('primary', 'l')}>
            {t('signIn')}
          </a>
        }
      >
        <p>{t('successText')}</p>
        {/* The second factor stays on: named, so an owner notices one someone else set up. */}
        {done.twoFaType ? (
          <p data-testid="reset-factor">{t('factorActive', { method: t(METHOD_KEYS[done.twoFaType]) })}</p>
        ) : null}
      </ResultCard>
    );
  }

  return (
    <div className={styles.card}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{t('title')}</h1>
      </div>
      <form className={formStyles.form} {...formProps} data-testid="new-password-form">
        {hiddenInputs}
        <fieldset className={formStyles.fieldset} disabled={busy}>
          <PasswordRules password={password} />
          <PasswordField label={t('password')} {...NEW_PASSWORD_INPUT} {...field('password')} />
          <PasswordField
            label={t('repeatPassword')}
            {...NEW_PASSWORD_INPUT}
            {...field('passwordConfirmation')}
          />
          <FormErrors messages={common} />
          <Button type="submit" size="l" block busy={busy}>
            {t('done')}
          </Button>
        </fieldset>
      </form>
    </div>
  );
}
