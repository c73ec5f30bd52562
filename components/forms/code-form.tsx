'use client';

import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';

import { FormErrors } from '@/components/forms/field';
import formStyles from '@/components/forms/forms.module.css';
import type { SchemaLoader } from '@/components/forms/lazy-resolver';
import { useContractForm, type ContractFormOptions } from '@/components/forms/use-contract-form';
import { useHydrated } from '@/components/forms/use-hydrated';
import { Button } from '@/components/ui/button';
import { OtpInput } from '@/components/ui/otp-input';
import { OTP_LENGTH } from '@/lib/policy';
import type { TFormState } from '@/lib/schemas/form-state';
import { CODE_ERRORS } from '@/lib/two-factor/code-attempts';

/** The BFF routes that take a one-time code. */
export type CodePath = '/auth/otp' | '/two-fa/confirm' | '/two-fa/deactivate/confirm';

export type CodeFormProps = {
  path: CodePath;
  /** The form's schema (`BFF_CONTRACTS[path].form`), as a dynamic import (see useContractForm). */
  schema: SchemaLoader<z.ZodType>;
  /** The field the code travels in: `otp` for the login step, `code` for the two-factor calls. */
  field: 'otp' | 'code';
  hidden: Record<string, string | undefined>;
  initial?: TFormState | null;
  label: string;
  /** What the screen says under the input (remaining attempts, an expiry); else the input's own check. */
  message?: string;
  /** Whether a try is allowed now (time and attempts left). */
  enabled: boolean;
  /**
   * Submit at the sixth digit (SPEC §5); otherwise a Confirm button that enables at six. Before hydration
   * nothing submits at six: Confirm shows either way.
   */
  autoSubmit: boolean;
  confirmLabel: string;
  /** Confirm as wide as the form (the login's step, whose other buttons are). */
  blockConfirm?: boolean;
  /** Buttons beside Confirm (Back, resend). */
  actions?: ReactNode;
  onSuccess(answer: unknown): void;
  /** A refused try, by its code; the field is cleared. */
  onRefused(code: string): void;
  testId?: string;
};

/**
 * A one-time code as a form of the contract pattern: six cells, the code posted natively before
 * hydration (Enter submits it), and after hydration sent at the sixth digit or by Confirm.
 */
export function CodeForm(props: CodeFormProps) {
  const { field, enabled } = props;
  const options = {
    path: props.path,
    schema: props.schema,
    fields: { [field]: '' },
    hidden: props.hidden,
    initial: props.initial,
    codeFields: Object.fromEntries(CODE_ERRORS.map((code) => [code, field])),
    onSuccess: (answer: unknown) => props.onSuccess(answer),
    onFailure: (errors: { code: string }[]) => {
      form.setValue(field, '');
      props.onRefused(errors[0]?.code ?? 'internal_server_error');
    },
  } as unknown as ContractFormOptions<CodePath, z.ZodType>;
  const { form, formProps, hiddenInputs, errorOf, clearServerError, common, busy } = useContractForm(options);
  const value = (useWatch({ control: form.control, name: field }) as string | undefined) ?? '';
  const hydrated = useHydrated();
  const autoSubmit = props.autoSubmit && hydrated;

  return (
    <form className={formStyles.form} {...formProps} data-testid={props.testId}>
      {hiddenInputs}
      <fieldset className={formStyles.fieldset} disabled={busy}>
        <OtpInput
          name={field}
          label={props.label}
          value={value}
          disabled={!enabled}
          error={props.message ?? errorOf(field)}
          autoFocus
          onChange={(next) => {
            form.setValue(field, next);
            clearServerError(field);
          }}
          onComplete={() => {
            if (autoSubmit && enabled) formProps.ref.current?.requestSubmit();
          }}
        />
        <FormErrors messages={common} />
        {autoSubmit && !props.actions ? null : (
          <div className={`${formStyles.actions} ${formStyles.stackOnPhone}`}>
            {props.actions}
            {autoSubmit ? null : (
              <Button
                type="submit"
                // Before hydration nothing counts the digits: the server checks them instead.
                disabled={hydrated && (!enabled || value.length !== OTP_LENGTH)}
                busy={busy}
                block={props.blockConfirm}
                data-testid="code-confirm"
              >
                {props.confirmLabel}
              </Button>
            )}
          </div>
        )}
      </fieldset>
    </form>
  );
}
