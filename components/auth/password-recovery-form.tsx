'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { TextField, useErrorText } from '@/components/forms/field';
import formStyles from '@/components/forms/forms.module.css';
import { Button, buttonClass } from '@/components/ui/button';
import { callApi } from '@/lib/client/api';
import { splitErrors } from '@/lib/client/field-errors';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/routes';
import { ZEmailSchema } from '@/lib/schemas/email';

import styles from './auth.module.css';
import { ResultCard } from './result-card';

const ZRecoverySchema = z.object({ email: ZEmailSchema });
type RecoveryFields = z.input<typeof ZRecoverySchema>;

/** SPEC §2 Password recovery: idle → request active → sent (§4). */
export function PasswordRecoveryForm({ application }: { application?: string }) {
  const t = useTranslations('PasswordRecovery');
  const errorText = useErrorText();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RecoveryFields>({ resolver: zodResolver(ZRecoverySchema) });

  async function onFormSubmit(values: RecoveryFields) {
    const result = await callApi('/password/reset', { body: { email: values.email, application } });
    if (result.state === 'success') {
      setSent(true);
      return;
    }
    // SPEC §8: a reset request error shows under the e-mail field.
    const { fields, common } = splitErrors(result.errors);
    const codes = [...(fields.email ?? []), ...common];
    setError('email', { message: codes.join(', ') });
  }

  if (sent) {
    return (
      <ResultCard
        tone="success"
        title={t('sentTitle')}
        testId="recovery-sent"
        actions={
          <Link href={ROUTES.login} className={buttonClass('secondary')}>
            {t('backToLogin')}
          </Link>
        }
      >
        <p>{t('sentText')}</p>
      </ResultCard>
    );
  }

  return (
    <div className={styles.card}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.subtitle}>{t('text')}</p>
      </div>
      <form
        className={formStyles.form}
        onSubmit={handleSubmit(onFormSubmit)}
        noValidate
        data-testid="recovery-form"
      >
        <fieldset className={formStyles.fieldset} disabled={isSubmitting}>
          <TextField
            label={t('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={256}
            error={errorText(errors.email?.message)}
            {...register('email')}
          />
          <Button type="submit" size="l" block busy={isSubmitting}>
            {t('send')}
          </Button>
        </fieldset>
      </form>
      <p className={styles.footerText}>
        <Link href={ROUTES.login}>{t('backToLogin')}</Link>
      </p>
    </div>
  );
}
