'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';

import { FormErrors, PasswordField, useErrorText } from '@/components/forms/field';
import formStyles from '@/components/forms/forms.module.css';
import { PasswordRules } from '@/components/forms/password-rules';
import { Button, buttonClass } from '@/components/ui/button';
import { callApi } from '@/lib/client/api';
import { splitErrors } from '@/lib/client/field-errors';
import { ZPasswordSchema } from '@/lib/schemas/password';

import styles from './auth.module.css';
import { ResultCard } from './result-card';

// SPEC §5 Recovery confirmation: a different repeat shows invalid_password_format on that field.
const ZNewPasswordSchema = z
  .object({ password: ZPasswordSchema, passwordConfirmation: z.string() })
  .refine((v) => v.password === v.passwordConfirmation, {
    path: ['passwordConfirmation'],
    error: 'invalid_password_format',
    when: ({ value }) =>
      typeof (value as { passwordConfirmation?: unknown }).passwordConfirmation === 'string',
  });
type NewPasswordFields = z.input<typeof ZNewPasswordSchema>;

type ResetAnswer = { resourceUrl?: string | null; applicationName?: string | null };

/** SPEC §2 Password recovery, the new-password form reached from the mailed link. */
export function NewPasswordForm({ code, locale }: { code: string; locale: string }) {
  const t = useTranslations('PasswordReset');
  const errorText = useErrorText();
  const [done, setDone] = useState<ResetAnswer | null>(null);
  const [common, setCommon] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordFields>({
    resolver: zodResolver(ZNewPasswordSchema),
    defaultValues: { password: '', passwordConfirmation: '' },
  });

  const password = useWatch({ control, name: 'password' });

  async function onFormSubmit(values: NewPasswordFields) {
    setCommon([]);
    const result = await callApi<ResetAnswer>('/password/reset/confirm', {
      body: { password: values.password, code },
    });
    if (result.state === 'success') {
      setDone(result.data ?? {});
      return;
    }
    const { fields, common: codes } = splitErrors(result.errors);
    if (fields.password) setError('password', { message: fields.password.join(', ') });
    setCommon(
      (codes.length ? codes : Object.keys(fields).length ? [] : ['internal_server_error']).map(
        (c) => errorText(c) ?? c,
      ),
    );
  }

  if (done) {
    return (
      <ResultCard
        tone="success"
        title={t('title')}
        testId="reset-done"
        actions={
          <a href={done.resourceUrl || `/${locale}`} className={buttonClass('primary', 'l')}>
            {t('signIn')}
          </a>
        }
      >
        <p>{t('successText')}</p>
      </ResultCard>
    );
  }

  return (
    <div className={styles.card}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{t('title')}</h1>
      </div>
      <form
        className={formStyles.form}
        onSubmit={handleSubmit(onFormSubmit)}
        noValidate
        data-testid="new-password-form"
      >
        <fieldset className={formStyles.fieldset} disabled={isSubmitting}>
          <PasswordRules password={password ?? ''} />
          <PasswordField
            label={t('password')}
            autoComplete="new-password"
            maxLength={256}
            error={errorText(errors.password?.message)}
            {...register('password')}
          />
          <PasswordField
            label={t('repeatPassword')}
            autoComplete="new-password"
            maxLength={256}
            error={errorText(errors.passwordConfirmation?.message)}
            {...register('passwordConfirmation')}
          />
          <FormErrors messages={common} />
          <Button type="submit" size="l" block busy={isSubmitting}>
            {t('done')}
          </Button>
        </fieldset>
      </form>
    </div>
  );
}
