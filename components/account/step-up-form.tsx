'use client';

import { useTranslations } from 'next-intl';
import { useState, type MouseEvent, type ReactNode } from 'react';

import { FormErrors, PasswordField, TextField, useErrorText } from '@/components/forms/field';
import formStyles from '@/components/forms/forms.module.css';
import { useContractForm } from '@/components/forms/use-contract-form';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/client/api';
import { OTP_LENGTH } from '@/lib/policy';
import type { TFormState } from '@/lib/schemas/form-state';
import type { TTwoFaType } from '@/lib/schemas/oauth';

import styles from './account.module.css';

export type StepUpFormProps = {
  /** The active second factor, whose code is asked for too; null: the password alone. */
  factor: TTwoFaType | null;
  /** This form's outcome, and whether a code was sent, when posted before hydration. */
  initial?: TFormState | null;
  codeSentBefore?: boolean;
  /** Buttons beside Confirm (Cancel in the dialog). */
  actions?: ReactNode;
  /** In the dialog the password field takes the focus once the form is there (it opens loading). */
  autoFocus?: boolean;
  onDone(): void;
};

const INTRO = {
  none: 'intro',
  GOOGLE_AUTHENTICATOR: 'introGoogle',
  TELEGRAM: 'introTelegram',
  EMAIL: 'introEmail',
} as const;

/**
 * "Confirm it's you" (DESIGN §6 step-up): the password, and the active factor's code — the
 * authenticator's, or one sent to Telegram or e-mail by "Send code" (which needs the password first).
 * A native form before hydration: Send code posts the same fields to /api/reauth/code.
 */
export function StepUpForm({ factor, initial, codeSentBefore, actions, autoFocus, onDone }: StepUpFormProps) {
  const t = useTranslations('StepUp');
  const errorText = useErrorText();
  const [sent, setSent] = useState(Boolean(codeSentBefore));
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string[]>([]);
  const { form, field, formProps, hiddenInputs, common, busy } = useContractForm({
    path: '/reauth',
    schema: () => import('@/lib/schemas/step-up').then((m) => m.ZReauthSchema),
    fields: factor ? { password: '', code: '' } : { password: '' },
    initial,
    codeFields: { invalid_confirmation_code: 'code', confirmation_code_error: 'code' },
    onSuccess: () => onDone(),
  });
  const sendsCode = factor === 'TELEGRAM' || factor === 'EMAIL';

  async function sendCode(event: MouseEvent<HTMLButtonElement>) {
    // With JavaScript the code is asked for here; before hydration the button posts the form itself.
    event.preventDefault();
    setSendError([]);
    const password = (form.getValues('password') as string | undefined) ?? '';
    if (!password) {
      form.setError('password', { message: 'required' });
      return;
    }
    setSending(true);
    const result = await callApi('/reauth/code', { body: { password } });
    setSending(false);
    if (result.state === 'success') {
      setSent(true);
      return;
    }
    const rest: string[] = [];
    for (const error of result.errors) {
      if (error.code === 'validation_error' && 'fieldName' in error && error.fieldName === 'password') {
        form.setError('password', { message: error.errors.join(', ') });
      } else rest.push(errorText(error.code) ?? error.code);
    }
    setSendError(rest);
  }

  return (
    <form className={formStyles.form} {...formProps} data-testid="step-up-form">
      {hiddenInputs}
      <fieldset className={formStyles.fieldset} disabled={busy}>
        <p>{t(INTRO[factor ?? 'none'])}</p>
        <PasswordField
          label={t('password')}
          autoComplete="current-password"
          autoFocus={autoFocus}
          {...field('password')}
        />
        {factor ? (
          <>
            {sendsCode ? (
              <div className={styles.stepUpSend}>
                <Button
                  type="submit"
                  variant="secondary"
                  formAction="/api/reauth/code"
                  formNoValidate
                  busy={sending}
                  onClick={sendCode}
                  data-testid="step-up-send-code"
                >
                  {t('sendCode')}
                </Button>
                <p role="status" className={styles.stepUpSent} data-testid="step-up-code-sent">
                  {sent ? t(factor === 'TELEGRAM' ? 'codeSentTelegram' : 'codeSentEmail') : ''}
                </p>
              </div>
            ) : null}
            <TextField
              label={t('code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              spellCheck={false}
              {...field('code')}
            />
          </>
        ) : null}
        <FormErrors messages={[...sendError, ...common]} />
        <div className={formStyles.actions}>
          {actions}
          <Button type="submit" busy={busy} data-testid="step-up-confirm">
            {t('confirm')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
