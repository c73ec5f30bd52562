'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { useAppState } from '@/components/shell/app-state';
import { PasswordField, useErrorText } from '@/components/forms/field';
import formStyles from '@/components/forms/forms.module.css';
import { PasswordRules } from '@/components/forms/password-rules';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/client/api';
import { splitErrors } from '@/lib/client/field-errors';
import { ROUTES } from '@/lib/routes';
import { passwordScore } from '@/lib/schemas/password';
import { PASSWORD_STRENGTH_CONDITIONS } from '@/lib/policy';

import styles from './account.module.css';

type Fields = { password: string; newPassword: string; newPasswordConfirmation: string };

/** Maps the API's field names onto the form's. */
const FIELD_OF: Record<string, keyof Fields> = { password: 'password', newPassword: 'newPassword' };

/** SPEC §2/§5 Change Password: save is active only with both passwords, all 6 conditions, no request running. */
export function ChangePasswordForm() {
  const t = useTranslations('ChangePassword');
  const locale = useLocale();
  const errorText = useErrorText();
  const { notify } = useAppState();
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<Fields>({ defaultValues: { password: '', newPassword: '', newPasswordConfirmation: '' } });

  const [password, newPassword] = useWatch({ control, name: ['password', 'newPassword'] });
  const canSave =
    password.length > 0 &&
    newPassword.length > 0 &&
    passwordScore(newPassword) >= PASSWORD_STRENGTH_CONDITIONS &&
    !busy;

  async function onFormSubmit(values: Fields) {
    if (!values.newPasswordConfirmation) return setError('newPasswordConfirmation', { message: 'required' });
    if (values.newPasswordConfirmation !== values.newPassword) {
      return setError('newPasswordConfirmation', { message: 'not_match' });
    }
    setBusy(true);
    const result = await callApi('/password', {
      method: 'PUT',
      body: { password: values.password, newPassword: values.newPassword },
    });
    if (result.state === 'success') {
      window.location.assign(`/${locale}${ROUTES.successChangePassword}`);
      return;
    }
    setBusy(false);
    // SPEC §8: an error notification plus the field errors.
    notify('error');
    const { fields, common } = splitErrors(result.errors);
    for (const [name, codes] of Object.entries(fields)) {
      const field = FIELD_OF[name];
      if (field) setError(field, { message: codes.join(', ') });
    }
    if (common.includes('wrong_old_password')) setError('password', { message: 'wrong_old_password' });
    else if (common.length > 0) setError('password', { message: common.join(', ') });
  }

  return (
    <section className={styles.card}>
      <form
        className={`${formStyles.form} ${styles.narrow}`}
        onSubmit={handleSubmit(onFormSubmit)}
        noValidate
        data-testid="change-password-form"
      >
        <fieldset className={formStyles.fieldset} disabled={busy}>
          <PasswordField
            label={t('currentPassword')}
            autoComplete="current-password"
            maxLength={256}
            error={errorText(errors.password?.message)}
            {...register('password', { required: 'required' })}
          />
          <PasswordRules password={newPassword} />
          <PasswordField
            label={t('newPassword')}
            autoComplete="new-password"
            maxLength={256}
            error={errorText(errors.newPassword?.message)}
            {...register('newPassword', { required: 'required' })}
          />
          <PasswordField
            label={t('repeatPassword')}
            autoComplete="new-password"
            maxLength={256}
            error={errorText(errors.newPasswordConfirmation?.message)}
            {...register('newPasswordConfirmation', {
              onChange: () => clearErrors('newPasswordConfirmation'),
            })}
          />
          <div>
            <Button type="submit" size="l" disabled={!canSave} busy={busy} data-testid="change-password-save">
              {t('save')}
            </Button>
          </div>
        </fieldset>
      </form>
    </section>
  );
}
