'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';

import { FormErrors, PasswordField } from '@/components/forms/field';
import formStyles from '@/components/forms/forms.module.css';
import { NEW_PASSWORD_INPUT } from '@/components/forms/new-password-input';
import { PasswordRules } from '@/components/forms/password-rules';
import { useContractForm } from '@/components/forms/use-contract-form';
import { useHydrated } from '@/components/forms/use-hydrated';
import { useAppState } from '@/components/shell/app-state';
import { Button } from '@/components/ui/button';
import { ROUTES } from '@/lib/navigation/routes';
import { PASSWORD_STRENGTH_CONDITIONS, TEXT_MAX_LENGTH } from '@/lib/policy';
import type { TFormState } from '@/lib/schemas/form-state';
import { passwordScore } from '@/lib/schemas/password-rules';

import styles from './account.module.css';

/**
 * SPEC §2/§5 Change Password: save is active only with both passwords, all 6 conditions and no
 * request running; a failure shows an error notification plus the field errors (SPEC §8).
 */
export function ChangePasswordForm({ initial }: { initial?: TFormState | null }) {
  const t = useTranslations('ChangePassword');
  const locale = useLocale();
  const { notify } = useAppState();
  const hydrated = useHydrated();
  const { form, field, formProps, hiddenInputs, common, busy } = useContractForm({
    path: '/password',
    schema: () => import('@/lib/schemas/change-password').then((m) => m.ZChangePasswordFormSchema),
    fields: { password: '', newPassword: '', newPasswordConfirmation: '' },
    initial,
    toBody: ({ password, newPassword }) => ({ password, newPassword }),
    codeFields: { wrong_old_password: 'password' },
    onSuccess: () => window.location.assign(`/${locale}${ROUTES.successChangePassword}`),
    onFailure: () => notify('error'),
  });

  const [password = '', newPassword = ''] = useWatch({
    control: form.control,
    name: ['password', 'newPassword'],
  });
  const canSave =
    password.length > 0 &&
    newPassword.length > 0 &&
    passwordScore(newPassword) >= PASSWORD_STRENGTH_CONDITIONS;

  return (
    <section className={`${styles.card} ${styles.narrow}`}>
      <form className={formStyles.form} {...formProps} data-testid="change-password-form">
        {hiddenInputs}
        <fieldset className={formStyles.fieldset} disabled={busy}>
          <PasswordField
            label={t('currentPassword')}
            autoComplete="current-password"
            maxLength={TEXT_MAX_LENGTH}
            {...field('password')}
          />
          <PasswordRules password={newPassword} />
          <PasswordField label={t('newPassword')} {...NEW_PASSWORD_INPUT} {...field('newPassword')} />
          <PasswordField
            label={t('repeatPassword')}
            {...NEW_PASSWORD_INPUT}
            {...field('newPasswordConfirmation')}
          />
          <FormErrors messages={common} />
          <div>
            {/* Before hydration nothing can tell the rules are met: the server checks them instead. */}
            <Button
              type="submit"
              size="l"
              disabled={hydrated && !canSave}
              busy={busy}
              data-testid="change-password-save"
            >
              {t('save')}
            </Button>
          </div>
        </fieldset>
      </form>
    </section>
  );
}
