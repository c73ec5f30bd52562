'use client';

import { useState } from 'react';
import type { z } from 'zod';

import { TextField } from '@/components/forms/field';
import formStyles from '@/components/forms/forms.module.css';
import type { SchemaLoader } from '@/components/forms/lazy-resolver';
import { useContractForm, type ContractFormOptions } from '@/components/forms/use-contract-form';
import { Button, buttonClass } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/navigation/routes';
import { TEXT_MAX_LENGTH } from '@/lib/policy';
import type { TFormState } from '@/lib/schemas/form-state';

import styles from './auth.module.css';
import { ResultCard } from './result-card';
import { CaptchaSlot, useCaptchaGate } from './use-captcha-gate';

/** The words of one such form, in the page's language. */
export type EmailLinkTexts = Record<
  'title' | 'text' | 'email' | 'send' | 'sentTitle' | 'sentText' | 'backToLogin',
  string
>;

export type EmailLinkFormProps = {
  /** The BFF route that mails the link; its form schema, loaded on first focus. */
  path: '/password/reset' | '/auth/unlock';
  schema: SchemaLoader<z.ZodType>;
  texts: EmailLinkTexts;
  /** Values carried along unseen (the application a reset returns to). */
  hidden?: Record<string, string | undefined>;
  captchaKind: 'recaptcha' | 'altcha';
  recaptchaSiteKey: string | null;
  /** This form's outcome when it was posted before hydration. */
  initial?: TFormState | null;
  testId: string;
};

/**
 * A link by mail for an address alone (a reset link, a link past the login lock): idle → request active →
 * sent (SPEC §4), the same answer whether or not the address has an account, a captcha when one is due.
 */
export function EmailLinkForm(props: EmailLinkFormProps) {
  const { texts: t, captchaKind, recaptchaSiteKey, initial, testId } = props;
  const captcha = useCaptchaGate();
  const [sent, setSent] = useState(Boolean(initial?.succeeded));
  const options: ContractFormOptions<'/password/reset', z.ZodType> = {
    // Both routes take an e-mail and a captcha and answer nothing: one form serves them.
    path: props.path as '/password/reset',
    schema: props.schema,
    fields: { email: '' },
    hidden: props.hidden ?? {},
    initial,
    // Asked for after many requests for one address (so a lock cannot starve recovery).
    captcha: { gate: captcha, field: 'googleRecaptchaV2' },
    // SPEC §8: a reset request error shows under the e-mail field.
    commonField: 'email',
    onSuccess: () => setSent(true),
  };
  const { field, formProps, hiddenInputs, busy } = useContractForm(options);

  if (sent) {
    return (
      <ResultCard
        tone="success"
        title={t.sentTitle}
        testId={`${testId}-sent`}
        actions={
          <Link href={ROUTES.login} className={buttonClass('secondary')}>
            {t.backToLogin}
          </Link>
        }
      >
        <p>{t.sentText}</p>
      </ResultCard>
    );
  }

  return (
    <div className={styles.card}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{t.title}</h1>
        <p className={styles.subtitle}>{t.text}</p>
      </div>
      <form className={formStyles.form} {...formProps} data-testid={`${testId}-form`}>
        {hiddenInputs}
        <fieldset className={formStyles.fieldset} disabled={busy}>
          <TextField
            label={t.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={TEXT_MAX_LENGTH}
            {...field('email')}
          />
          <CaptchaSlot gate={captcha} kind={captchaKind} siteKey={recaptchaSiteKey} />
          <Button type="submit" size="l" block busy={busy}>
            {t.send}
          </Button>
        </fieldset>
      </form>
      <p className={styles.footerText}>
        <Link href={ROUTES.login}>{t.backToLogin}</Link>
      </p>
    </div>
  );
}

const TEXT_KEYS = ['title', 'text', 'email', 'send', 'sentTitle', 'sentText', 'backToLogin'] as const;

/** The texts of a form from its namespace's translator (the keys are the same in both namespaces). */
export function emailLinkTexts(t: (key: (typeof TEXT_KEYS)[number]) => string): EmailLinkTexts {
  return Object.fromEntries(TEXT_KEYS.map((key) => [key, t(key)])) as EmailLinkTexts;
}
