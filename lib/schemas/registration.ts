import { z } from 'zod';

import { ZApplicationSchema } from './application';
import { ZCountryCodeSchema } from './countries';
import { ZEmailSchema } from './email';
import { whenBothTyped, ZPasswordRepeatSchema, ZTickedSchema } from './form-fields';
import { ZPasswordSchema } from './password';
import { optionalText, ZCodeSchema, ZRequiredTextSchema } from './text';

/** What a sign-up sends: the BFF's body, and the upstream's without the interface language. */
const registrationFields = {
  email: ZEmailSchema,
  firstName: ZRequiredTextSchema,
  lastName: ZRequiredTextSchema,
  nationalityId: ZCountryCodeSchema,
  password: ZPasswordSchema,
  inviteCode: optionalText(64),
  googleRecaptchaV2: optionalText(20_000),
  application: ZApplicationSchema,
};

/** BFF `POST /api/registration`: the BFF adds the page's language. */
export const ZRegistrationRequestSchema = z.object(registrationFields);
export type TRegistrationRequest = z.input<typeof ZRegistrationRequestSchema>;

/** `POST /v1/registration` (SPEC §7): what the identity service receives and validates. */
export const ZRegistrationSchema = z.object({
  ...registrationFields,
  /** The interface language at sign-up; mails are written in it. */
  language: optionalText(16),
});
export type TRegistrationSchema = z.infer<typeof ZRegistrationSchema>;

/** The registration form (SPEC §5): the request plus the confirmation and the three agreements. */
export const ZRegistrationFormSchema = ZRegistrationRequestSchema.extend({
  passwordConfirmation: ZPasswordRepeatSchema,
  termsAccepted: ZTickedSchema,
  privacyAccepted: ZTickedSchema,
  termsOfUseAccepted: ZTickedSchema,
}).refine((form) => form.password === form.passwordConfirmation, {
  path: ['passwordConfirmation'],
  error: 'not_match',
  when: whenBothTyped('password', 'passwordConfirmation'),
});
export type TRegistrationForm = z.input<typeof ZRegistrationFormSchema>;

/** `POST /v1/registration/confirm`. */
export const ZRegistrationConfirmSchema = z.object({ code: ZCodeSchema });
