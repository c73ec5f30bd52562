'use client';

import { useTranslations } from 'next-intl';

import { useRouter } from '@/lib/i18n/navigation';
import type { TFormState } from '@/lib/schemas/form-state';
import type { TTwoFaType } from '@/lib/schemas/oauth';

import styles from './account.module.css';
import { StepUpForm } from './step-up-form';

export type StepUpPanelProps = {
  factor: TTwoFaType | null;
  initial?: TFormState | null;
  codeSentBefore?: boolean;
};

/**
 * "Confirm it's you" in the page itself, for an action refused with reauth_required before the page's
 * JavaScript ran (a form posted natively): the same form, and after it the page as it was.
 */
export function StepUpPanel({ factor, initial, codeSentBefore }: StepUpPanelProps) {
  const t = useTranslations('StepUp');
  const router = useRouter();
  return (
    <section
      className={`${styles.card} ${styles.stepUpPanel}`}
      aria-labelledby="step-up-title"
      data-testid="step-up-panel"
    >
      <h2 id="step-up-title">{t('title')}</h2>
      <StepUpForm
        factor={factor}
        initial={initial}
        codeSentBefore={codeSentBefore}
        onDone={() => router.refresh()}
      />
    </section>
  );
}
