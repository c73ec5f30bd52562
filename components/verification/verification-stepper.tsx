import { useTranslations } from 'next-intl';

import { CheckIcon } from '@/components/ui/icons';

import type { Step } from './steps';
import styles from './verification.module.css';

/** SPEC §2: the stepper — each step 'In progress' or 'Verified'. */
export function VerificationStepper({ steps }: { steps: Step[] }) {
  const t = useTranslations('Verification');
  return (
    <section className={styles.stepper} aria-labelledby="verification-stepper-title">
      <h2 id="verification-stepper-title" className={styles.asideTitle}>
        {t('stepperLabel')}
      </h2>
      <ol className={styles.stepList}>
        {steps.map((step, index) => {
          const verified = step.status === 'VERIFIED';
          return (
            <li key={step.key} className={styles.step} data-testid={`step-${step.key}`}>
              <span className={`${styles.stepDot} ${verified ? styles.stepDotDone : ''}`} aria-hidden="true">
                {verified ? <CheckIcon size={14} /> : index + 1}
              </span>
              <span className={styles.stepName}>{t(step.key)}</span>
              <span className={verified ? styles.stepVerified : styles.stepProgress}>
                {verified ? t('verified') : t('inProgress')}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
