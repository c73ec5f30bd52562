'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { EMAIL_INPUT } from '@/components/forms/email-input';
import { TextField } from '@/components/forms/field';
import formStyles from '@/components/forms/forms.module.css';
import { useContractForm } from '@/components/forms/use-contract-form';
import { Button, buttonClass } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/navigation/routes';
import type { TFormState } from '@/lib/schemas/form-state';

import styles from './auth.module.css';
import { ResultCard } from './result-card';
import { CaptchaSlot, useCaptchaGate } from './use-captcha-gate';

type Props = {
  application?: string;
  captchaKind: 'recaptcha' | 'altcha';
  recaptchaSiteKey: string | null;
  /** This form's outcome when it was posted before hydration. */
  initial?: TFormState | null;
};

/** SPEC §2 Password recovery: idle → request active → sent (§4). */
export function PasswordRecoveryForm({ application, captchaKind, recaptchaSiteKey, initial }: Props) {
  const t = useTranslations('PasswordRecovery');
  const captcha = useCaptchaGate();
  const [sent, setSent] = useState(Boolean(initial?.succeeded));
  const { field, formProps, hiddenInputs, busy } = useContractForm({
    path: '/password/reset',
    schema: () => import('@/lib/schemas/recovery-mail').then((m) => m.ZRecoveryMailRequestSchema),
    fields: { email: '' },
    hidden: { application },
    initial,
    // Asked for after many requests for one address (so a lock cannot starve recovery).
    captcha: { gate: captcha, field: 'googleRecaptchaV2' },
    // SPEC §8: a reset request error shows under the e-mail field.
    commonField: 'email',
    onSuccess: () => setSent(true),
  });

  if (sent) {
    return (
      <ResultCard
        tone="success"
        title={t('sentTitle')}
        testId="recovery-sent"
        actions={
          <Link href={ROUTES.login} className={buttonClass('secondary')}>
            {t('backToLogin')}
          </Link>
        }
      >
        <p>{t('sentText')}</p>
      </ResultCard>
    );
  }

  return (
    <div className={styles.card}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.subtitle}>{t('text')}</p>
      </div>
      <form className={formStyles.form} {...formProps} data-testid="recovery-form">
        {hiddenInputs}
        <fieldset className={formStyles.fieldset} disabled={busy}>
          <TextField label={t('email')} {...EMAIL_INPUT} {...field('email')} />
          <CaptchaSlot gate={captcha} kind={captchaKind} siteKey={recaptchaSiteKey} />
          <Button type="submit" size="l" block busy={busy}>
            {t('send')}
          </Button>
        </fieldset>
      </form>
      <p className={styles.footerText}>
        <Link href={ROUTES.login}>{t('backToLogin')}</Link>
      </p>
    </div>
  );
}
