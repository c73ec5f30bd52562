'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { callApi } from '@/lib/client/api';
import { isolate } from '@/lib/i18n/bidi';
import { useRouter } from '@/lib/i18n/navigation';
import type { TFormState } from '@/lib/schemas/form-state';
import { TWO_FA_ROUTES } from '@/lib/two-factor/methods';

import { CodeStep } from './code-step';
import { DeactivateCard, type DeactivationForms } from './deactivate-card';
import styles from './security.module.css';
import { StepOneForm } from './step-one-form';
import { Wizard } from './wizard';

export type EmailWizardProps = {
  active: boolean;
  email: string;
  startInitial?: TFormState | null;
  confirmInitial?: TFormState | null;
  /** Turning the method off, posted before hydration. */
  deactivation?: DeactivationForms;
};

/** SPEC §2 e-mail two-factor wizard: the profile e-mail and Send; the code, a timer, Back and Confirm. */
export function EmailWizard({ active, email, startInitial, confirmInitial, deactivation }: EmailWizardProps) {
  const t = useTranslations('Security');
  const router = useRouter();
  const [step, setStep] = useState(
    // The recovery codes of a code accepted before hydration are shown once, though the method is now on.
    confirmInitial?.succeeded ? 2 : active ? 4 : startInitial?.succeeded || confirmInitial ? 2 : 1,
  );

  return (
    <Wizard
      type="EMAIL"
      title={t('emailTitle')}
      step={step}
      stepLabel={t('stepOf', { step, total: 3 })}
      steps={[t('email'), t('confirmationTitle'), t('success')]}
    >
      {step === 4 ? (
        <DeactivateCard type="EMAIL" method={t('email')} forms={deactivation} />
      ) : step === 1 ? (
        <StepOneForm
          type="EMAIL"
          label={t('email')}
          readOnlyValue={email}
          initial={startInitial}
          onSent={() => setStep(2)}
        >
          <p className={styles.stepText}>{t('emailStep')}</p>
        </StepOneForm>
      ) : (
        <CodeStep
          type="EMAIL"
          intro={t('codeSentEmail', { email: isolate(email) })}
          initial={confirmInitial}
          back={() => setStep(1)}
          confirmButton
          resend={{
            label: t('requestAgain'),
            send: async () =>
              (await callApi('/two-fa/tokens', { body: { type: 'EMAIL', data: email } })).state === 'success',
          }}
          onConfirmed={() => router.push(TWO_FA_ROUTES.EMAIL.activated)}
        />
      )}
    </Wizard>
  );
}
