import { z } from 'zod';

import { ZCountryCodeSchema } from './countries';
import { ZEmailSchema } from './email';
import { ZPasswordSchema } from './password';
import { optionalText, ZApplicationSchema, ZRequiredTextSchema } from './text';

/** `POST /v1/registration` (SPEC §7): what the server receives and validates. */
export const ZRegistrationSchema = z.object({
  email: ZEmailSchema,
  firstName: ZRequiredTextSchema,
  lastName: ZRequiredTextSchema,
  nationalityId: ZCountryCodeSchema,
  password: ZPasswordSchema,
  /** The interface language at sign-up; mails are written in it. */
  language: optionalText(16),
  inviteCode: optionalText(64),
  googleRecaptchaV2: optionalText(20_000),
  application: ZApplicationSchema,
});
export type TRegistrationSchema = z.infer<typeof ZRegistrationSchema>;

const ZAgreementSchema = z.literal(true, { error: 'required' });

/** The registration form (SPEC §5): the request plus the confirmation and the three agreements. */
export const ZRegistrationFormSchema = ZRegistrationSchema.extend({
  passwordConfirmation: z.string({ error: 'required' }).min(1, { error: 'required' }),
  termsAccepted: ZAgreementSchema,
  privacyAccepted: ZAgreementSchema,
  termsOfUseAccepted: ZAgreementSchema,
}).refine((form) => form.password === form.passwordConfirmation, {
  path: ['passwordConfirmation'],
  error: 'not_match',
  // Compare as soon as both are typed, even while other fields are still invalid.
  when: ({ value }) => bothStrings(value, 'password', 'passwordConfirmation'),
});

function bothStrings(value: unknown, a: string, b: string): boolean {
  const form = value as Record<string, unknown> | null;
  return typeof form?.[a] === 'string' && typeof form?.[b] === 'string' && form[b] !== '';
}
export type TRegistrationFormSchema = z.infer<typeof ZRegistrationFormSchema>;

/** `POST /v1/registration/confirm`. */
export const ZRegistrationConfirmSchema = z.object({
  code: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(256, { error: 'max_length' }),
});

/** `POST /v1/registration/confirm/resend`. */
export const ZRegistrationResendSchema = z.object({
  email: ZEmailSchema,
  application: ZApplicationSchema,
});
