'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';

import type { CaptchaGate } from '@/components/auth/use-captcha-gate';
import { callApi, type CallInput } from '@/lib/client/api';
import type { ApiError } from '@/lib/errors/codes';
import { SCROLL_TO_ERROR_DELAY_MS } from '@/lib/policy';
import type { BffAnswer, BffBody, BffFormPath } from '@/lib/schemas/bff';
import type { TFormState } from '@/lib/schemas/form-state';

import { useErrorText } from './field';
import { useFocusFirstInvalid } from './focus-first-invalid';
import { lazyResolver, type SchemaLoader } from './lazy-resolver';

type Values<S extends z.ZodType> = z.input<S> & FieldValues;
type FieldName<S extends z.ZodType> = Path<Values<S>> & string;

export type ContractFormOptions<P extends BffFormPath, S extends z.ZodType> = {
  /** The BFF route the form posts to, with or without JavaScript. */
  path: P;
  /**
   * The form's schema (`BFF_CONTRACTS[path].form`), as a dynamic import: the resolver here, the same rules
   * on the server. Fetched on the form's first focus, so zod is not in the page's first load.
   */
  schema: SchemaLoader<S>;
  /** The fields a user fills in, in page order, with their empty values. */
  fields: { [K in FieldName<S>]?: Values<S>[K] };
  /** Values the form carries without showing them (application, code, …): hidden inputs. */
  hidden?: { [K in FieldName<S>]?: string };
  /** The outcome of this form when it was posted before hydration (`readFormState` on the page). */
  initial?: TFormState | null;
  /** The JSON body from the parsed values; by default the values themselves (the BFF drops the rest). */
  toBody?: (values: z.output<S>) => BffBody<P>;
  /** Side effects of particular codes (a locked-account popup); the code is still shown. */
  onCode?: Partial<Record<string, () => void>>;
  /** Codes that belong under a field rather than with the common errors (email_occupied → email). */
  codeFields?: Partial<Record<string, FieldName<S>>>;
  /** A field under which the common errors show instead (recovery: under the e-mail, SPEC §8). */
  commonField?: FieldName<S>;
  /** The captcha gate of SPEC §4 and the body field its token travels in. */
  captcha?: { gate: CaptchaGate; field: string };
  /**
   * After a success the form stays disabled (the page moves on or shows its result), unless this
   * answers 'stay'.
   */
  onSuccess(answer: BffAnswer<P>, values: z.output<S>): void | 'stay' | Promise<void | 'stay'>;
  /** Called after a refused answer has been shown (SPEC §8: change password also notifies). */
  onFailure?: (errors: ApiError[]) => void;
};

/** Common errors keep the field they came from: some have a message of their own (required_inviteCode). */
type ServerErrors = { fields: Record<string, string[]>; common: { code: string; field?: string }[] };

/**
 * The one form pattern (contract issue): the shared schema as resolver, `<fieldset disabled>` while
 * submitting, server errors turned into field and common errors by one set of rules, and a native
 * `method="post"` to the same BFF route, so the form works before its JavaScript has arrived.
 */
export function useContractForm<P extends BffFormPath, S extends z.ZodType>(
  options: ContractFormOptions<P, S>,
) {
  const { path, schema, fields, hidden = {}, initial, captcha } = options;
  const errorText = useErrorText();
  const pathname = usePathname();
  const search = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const visible = useMemo(() => Object.keys(fields), [fields]);

  const defaults = useMemo(() => {
    const kept = initial?.values ?? {};
    const merged: Record<string, unknown> = { ...fields, ...hidden };
    for (const [name, empty] of Object.entries(fields)) {
      if (!(name in kept)) continue;
      // A checkbox posted before hydration comes back as "on".
      merged[name] = typeof empty === 'boolean' ? kept[name] === true || kept[name] === 'on' : kept[name];
    }
    return merged as DefaultValues<Values<S>>;
    // The first render's defaults are the form's; later prop changes do not reset what was typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // One resolver for the form's life: it holds the schema once fetched.
  const [resolver] = useState(() => lazyResolver<Values<S>, z.output<S> & FieldValues>(schema));
  const form = useForm<Values<S>, unknown, z.output<S> & FieldValues>({
    resolver,
    defaultValues: defaults,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });

  const place = useCallback(
    (errors: readonly ApiError[], consumed: (code: string) => boolean = () => false): ServerErrors => {
      const placed: ServerErrors = { fields: {}, common: [] };
      const add = (field: string | undefined, codes: string[]) => {
        const target = field && visible.includes(field) ? field : options.commonField;
        if (target) (placed.fields[target] ??= []).push(...codes);
        else placed.common.push(...codes.map((code) => ({ code, field })));
      };
      for (const error of errors) {
        if (error.code === 'validation_error' && 'fieldName' in error) add(error.fieldName, error.errors);
        else if (!consumed(error.code)) add(options.codeFields?.[error.code], [error.code]);
      }
      return placed;
    },
    [visible, options.codeFields, options.commonField],
  );

  const [server, setServer] = useState<ServerErrors>(() =>
    initial && !initial.succeeded ? place(initial.errors, isCaptchaCode) : { fields: {}, common: [] },
  );
  const [leaving, setLeaving] = useState(false);

  // A form refused before hydration: its code handlers (captcha, popups) run once the page is live.
  useEffect(() => {
    if (!initial || initial.succeeded) return;
    const codes = initial.errors.map((e) => e.code);
    captcha?.gate.absorb(codes, errorText);
    for (const code of codes) options.onCode?.[code]?.();
    focusFirstInvalid();
    // Once, for the state the page was rendered with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const clearServerError = (name: string) =>
    setServer((current) => {
      if (!current.fields[name]) return current;
      const { [name]: _cleared, ...rest } = current.fields;
      return { ...current, fields: rest };
    });

  async function submitValid(values: z.output<S>) {
    setServer({ fields: {}, common: [] });
    if (captcha && !captcha.gate.ready(errorText('required'))) return;
    // Hidden values as they are now: a shared page learns its linked product after hydration.
    const current = { ...(values as object), ...definedValues(hidden) } as z.output<S>;
    const body = { ...((options.toBody?.(current) ?? current) as object) } as Record<string, unknown>;
    if (captcha) body[captcha.field] = captcha.gate.token ?? undefined;
    const result = await callApi(path, { body } as unknown as CallInput<P>);
    // SPEC §4: a fresh captcha after every attempt, so a solved payload is never sent twice.
    captcha?.gate.reset();
    if (result.state === 'success') {
      setLeaving(true);
      if ((await options.onSuccess(result.data, current)) === 'stay') setLeaving(false);
      return;
    }
    const codes = result.errors.map((e) => e.code);
    const rest = new Set(captcha ? captcha.gate.absorb(codes, errorText) : codes);
    for (const code of rest) options.onCode?.[code]?.();
    setServer(place(result.errors, (code) => !rest.has(code)));
    options.onFailure?.(result.errors);
    // SPEC §7: scroll to the first error after 500 ms.
    focusFirstInvalid(SCROLL_TO_ERROR_DELAY_MS);
  }

  /** A field's error, translated: the browser's own check first, else what the server said. */
  function errorOf(name: FieldName<S>): string | undefined {
    const rhfError = form.formState.errors[name]?.message;
    return errorText(typeof rhfError === 'string' ? rhfError : server.fields[name]?.join(', '), name);
  }

  /** Props of a field's input: the registration, the value to render before hydration, its error. */
  function field<K extends FieldName<S>>(name: K) {
    const registration = form.register(name, { onChange: () => clearServerError(name) });
    const initialValue = (defaults as Record<string, unknown>)[name];
    return {
      ...registration,
      ...(typeof initialValue === 'boolean'
        ? { defaultChecked: initialValue }
        : { defaultValue: (initialValue as string | undefined) ?? '' }),
      error: errorOf(name),
    };
  }

  const page = `${pathname}${search.size ? `?${search}` : ''}`;
  const hiddenInputs: ReactNode = (
    <>
      <input type="hidden" name="_page" value={page} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={(value as string | undefined) ?? ''} />
      ))}
    </>
  );

  return {
    form,
    field,
    errorOf,
    clearServerError,
    /** Spread on the `<form>`: a native POST to the BFF until React takes over the submit. */
    formProps: {
      ref: formRef,
      method: 'post',
      action: `/api${path}`,
      noValidate: true,
      onFocus: resolver.preload,
      onSubmit: (event: FormEvent<HTMLFormElement>) =>
        void form.handleSubmit(submitValid, () => focusFirstInvalid())(event),
    },
    /** Render inside the form: the page to come back to and the hidden values. */
    hiddenInputs,
    /** Errors that belong to no field, translated (SPEC §8: unknown codes raw). */
    common: server.common.map(({ code, field }) => errorText(code, field) ?? code),
    busy: form.formState.isSubmitting || leaving,
  };
}

function isCaptchaCode(code: string): boolean {
  return code === 'google_recaptcha_v2_required' || code === 'invalid_recaptcha';
}

function definedValues(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}
