'use client';

import { useState } from 'react';
import type { z } from 'zod';

import { FormErrors } from '@/components/forms/field';
import formStyles from '@/components/forms/forms.module.css';
import { useContractForm, type ContractFormOptions } from '@/components/forms/use-contract-form';
import { Button, buttonClass } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import type { BffFormPath } from '@/lib/schemas/bff';
import type { TFormState } from '@/lib/schemas/form-state';

import styles from './auth.module.css';
import { ResultCard } from './result-card';

export type MailedLinkConfirmProps<P extends BffFormPath, S extends z.ZodType> = {
  code: string;
  /** This form's outcome when it was posted before hydration. */
  initial?: TFormState | null;
  path: P;
  schema: () => Promise<S>;
  /** `{testId}-form` and `{testId}-done`. */
  testId: string;
  texts: { title: string; text: string; confirm: string; doneTitle: string; doneText: string };
  /** Where the owner goes from the done card: a link styled as the primary button. */
  next: { href: string; label: string };
};

/**
 * A link mailed to the owner (unlock, "Not me", cancel deletion): opening it only shows a confirmation;
 * a button, not the link, spends the code — a mail scanner that opens links uses nothing up — and no
 * secret is asked (a mailed link that asks for the password is what phishing looks like).
 */
export function MailedLinkConfirm<P extends BffFormPath, S extends z.ZodType>({
  code,
  initial,
  path,
  schema,
  testId,
  texts,
  next,
}: MailedLinkConfirmProps<P, S>) {
  const [done, setDone] = useState(Boolean(initial?.succeeded));
  const { formProps, hiddenInputs, common, busy } = useContractForm({
    path,
    schema,
    fields: {},
    // Every such form's schema is `{ code }`; the generic schema cannot say so to the field-name type.
    hidden: { code } as ContractFormOptions<P, S>['hidden'],
    initial,
    onSuccess: () => setDone(true),
  });

  if (done) {
    return (
      <ResultCard
        tone="success"
        title={texts.doneTitle}
        testId={`${testId}-done`}
        actions={
          <Link href={next.href} className={buttonClass('primary', 'l')}>
            {next.label}
          </Link>
        }
      >
        <p>{texts.doneText}</p>
      </ResultCard>
    );
  }

  return (
    <div className={styles.card}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{texts.title}</h1>
        <p className={styles.subtitle}>{texts.text}</p>
      </div>
      <form className={formStyles.form} {...formProps} data-testid={`${testId}-form`}>
        {hiddenInputs}
        <fieldset className={formStyles.fieldset} disabled={busy}>
          <FormErrors messages={common} />
          <Button type="submit" size="l" block busy={busy}>
            {texts.confirm}
          </Button>
        </fieldset>
      </form>
    </div>
  );
}
