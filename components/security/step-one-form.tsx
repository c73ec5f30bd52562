'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';

import { FormErrors, TextField } from '@/components/forms/field';
import formStyles from '@/components/forms/forms.module.css';
import { useContractForm } from '@/components/forms/use-contract-form';
import { useHydrated } from '@/components/forms/use-hydrated';
import { Button, buttonClass } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/navigation/routes';
import { TEXT_MAX_LENGTH } from '@/lib/policy';
import type { TFormState } from '@/lib/schemas/form-state';

import styles from './security.module.css';

export type StepOneFormProps = {
  type: 'TELEGRAM' | 'EMAIL';
  label: string;
  /** The profile e-mail, shown read-only (SPEC §2 e-mail wizard); the Chat ID is typed. */
  readOnlyValue?: string;
  initial?: TFormState | null;
  children?: ReactNode;
  /** The code was sent to `data`. */
  onSent(data: string): void;
};

/**
 * Step 1 of the Telegram and e-mail wizards: where the code goes, and Send (enabled once it is
 * non-empty, SPEC §5). Posted before hydration, the page comes back on the code step.
 */
export function StepOneForm({ type, label, readOnlyValue, initial, children, onSent }: StepOneFormProps) {
  const tCommon = useTranslations('Common');
  const hydrated = useHydrated();
  const { form, field, formProps, hiddenInputs, common, busy } = useContractForm({
    path: '/two-fa/tokens',
    schema: () => import('@/lib/schemas/two-fa').then((m) => m.ZTwoFaCreateSchema),
    fields: { data: readOnlyValue ?? '' },
    hidden: { type },
    initial: initial?.succeeded ? null : initial,
    codeFields: { invalid_token_data: 'data', token_already_exists: 'data' },
    onSuccess: (_answer, values) => onSent(values.data ?? ''),
  });
  const data = (useWatch({ control: form.control, name: 'data' }) as string | null | undefined) ?? '';

  return (
    <form className={formStyles.form} {...formProps} data-testid={`two-fa-start-${type}`}>
      {hiddenInputs}
      <fieldset className={formStyles.fieldset} disabled={busy}>
        {children}
        <TextField
          label={label}
          maxLength={TEXT_MAX_LENGTH}
          {...(readOnlyValue !== undefined
            ? { readOnly: true, type: 'email', autoComplete: 'email', dir: 'ltr' }
            : { inputMode: 'numeric' as const, autoComplete: 'off', spellCheck: false })}
          {...field('data')}
        />
        <FormErrors messages={common} />
        <div className={styles.actions}>
          <Link href={ROUTES.profileSecurityStatus} className={buttonClass('secondary')}>
            {tCommon('back')}
          </Link>
          <Button
            type="submit"
            busy={busy}
            disabled={hydrated && data.trim() === ''}
            data-testid="two-fa-send"
          >
            {tCommon('send')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
