'use client';

import { useTranslations } from 'next-intl';

import { FormErrors } from '@/components/forms/field';
import { useContractForm } from '@/components/forms/use-contract-form';
import { useAppState } from '@/components/shell/app-state';
import { Button } from '@/components/ui/button';
import { isolate } from '@/lib/i18n/bidi';
import type { TFormState } from '@/lib/schemas/form-state';

import styles from './auth.module.css';
import { ResultCard } from './result-card';
import { CaptchaSlot, useCaptchaGate } from './use-captcha-gate';

type Props = {
  email: string;
  captchaKind: 'recaptcha' | 'altcha';
  recaptchaSiteKey: string | null;
  application?: string;
  supportEmail: string;
  /** The resend form's outcome when it was posted before hydration. */
  initial?: TFormState | null;
};

/** SPEC §2 Registration, completed: the mail was sent; "Resend confirmation E-mail". */
export function RegistrationCompleted(props: Props) {
  const { email, application, supportEmail, initial } = props;
  const t = useTranslations('Registration');
  const { notify } = useAppState();
  const captcha = useCaptchaGate();
  const { formProps, hiddenInputs, common, busy } = useContractForm({
    path: '/registration/resend',
    schema: () => import('@/lib/schemas/recovery-mail').then((m) => m.ZRecoveryMailRequestSchema),
    fields: {},
    hidden: { email, application },
    initial,
    captcha: { gate: captcha, field: 'googleRecaptchaV2' },
    onSuccess() {
      notify('success', t('resent'));
      return 'stay';
    },
  });

  return (
    <ResultCard
      tone="info"
      title={t('completedTitle')}
      testId="registration-completed"
      actions={
        <form className={styles.resend} {...formProps}>
          {hiddenInputs}
          <CaptchaSlot gate={captcha} kind={props.captchaKind} siteKey={props.recaptchaSiteKey} />
          <FormErrors messages={common} />
          <Button
            type="submit"
            variant="secondary"
            busy={busy}
            disabled={busy}
            data-testid="resend-confirmation"
          >
            {t('resend')}
          </Button>
        </form>
      }
    >
      <p>{t('completedText', { email: isolate(email) })}</p>
      <p>{t('contactSupport', { email: isolate(supportEmail) })}</p>
      {initial?.succeeded ? (
        <p role="status" data-testid="resent">
          {t('resent')}
        </p>
      ) : null}
    </ResultCard>
  );
}
