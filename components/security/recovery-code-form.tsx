'use client';

import { useTranslations } from 'next-intl';

import { FormErrors, TextField } from '@/components/forms/field';
import formStyles from '@/components/forms/forms.module.css';
import { useContractForm } from '@/components/forms/use-contract-form';
import { useHydrated } from '@/components/forms/use-hydrated';
import { Button } from '@/components/ui/button';
import type { TFormState } from '@/lib/schemas/form-state';
import type { TTwoFaType } from '@/lib/schemas/oauth';

/** What the login's step carries for a post before hydration, and that post's refusal. */
type LoginStep = {
  hidden: { application?: string; backUrl?: string; next?: string; twoFaType?: string };
  initial?: TFormState | null;
};

type Props = {
  /** Set: the code turns this method off; unset: it finishes the login's second step. */
  deactivate?: TTwoFaType;
  login?: LoginStep;
  /** Turning a method off: that form's refusal when it was posted before hydration. */
  initial?: TFormState | null;
  onSuccess(): void;
  onBack(): void;
};

/**
 * "Use a recovery code" (issue 21): one of the ten codes in place of the second factor's code, in the
 * OTP popup and in the deactivation popup, for a lost phone. Each code works once.
 */
export function RecoveryCodeForm({ deactivate, login, initial, onSuccess, onBack }: Props) {
  if (deactivate) {
    return <DeactivateWithCode type={deactivate} initial={initial} onSuccess={onSuccess} onBack={onBack} />;
  }
  return <LoginWithCode login={login} onSuccess={onSuccess} onBack={onBack} />;
}

function LoginWithCode({ login, onSuccess, onBack }: Omit<Props, 'deactivate'>) {
  const form = useContractForm({
    path: '/auth/recovery-code',
    schema: () => import('@/lib/schemas/passkeys').then((m) => m.ZRecoveryCodeLoginFormSchema),
    fields: { code: '' },
    hidden: login?.hidden,
    initial: login?.initial,
    toBody: ({ code }) => ({ code }),
    onSuccess: (answer) => {
      if (answer.status === 'SUCCESS') onSuccess();
    },
  });
  return <CodeFields form={form} onBack={onBack} />;
}

function DeactivateWithCode({
  type,
  initial,
  onSuccess,
  onBack,
}: Omit<Props, 'deactivate'> & { type: TTwoFaType }) {
  const form = useContractForm({
    path: '/two-fa/deactivate/recovery',
    schema: () => import('@/lib/schemas/passkeys').then((m) => m.ZRecoveryDeactivateSchema),
    fields: { code: '' },
    hidden: { type },
    initial,
    onSuccess,
  });
  return <CodeFields form={form} onBack={onBack} />;
}

function CodeFields({
  form,
  onBack,
}: {
  form: Pick<ReturnType<typeof useContractForm>, 'field' | 'formProps' | 'hiddenInputs' | 'common' | 'busy'>;
  onBack(): void;
}) {
  const t = useTranslations('Passkeys');
  const tCommon = useTranslations('Common');
  const { field, formProps, hiddenInputs, common, busy } = form;
  // Before hydration the disclosure around the form closes it; a button would do nothing yet.
  const hydrated = useHydrated();
  return (
    <form className={formStyles.form} {...formProps} data-testid="recovery-code-form">
      {hiddenInputs}
      <p>{t('recoveryIntro')}</p>
      <TextField
        label={t('recoveryLabel')}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={24}
        {...field('code')}
      />
      <FormErrors messages={common} />
      <Button type="submit" block busy={busy} data-testid="recovery-code-submit">
        {tCommon('confirm')}
      </Button>
      {hydrated ? (
        <Button variant="ghost" onClick={onBack} data-testid="recovery-code-back">
          {t('backToCode')}
        </Button>
      ) : null}
    </form>
  );
}
