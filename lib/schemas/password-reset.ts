import { z } from 'zod';

import { ZApplicationAnswerSchema } from './application';
import { whenBothTyped, ZPasswordRepeatSchema } from './form-fields';
import { ZTwoFaTypeSchema } from './oauth';
import { ZPasswordSchema } from './password';
import { ZCodeSchema } from './text';

/** `POST /v1/password/reset/confirm`: the new password and the code from the mail link. */
export const ZPasswordResetConfirmSchema = z.object({
  password: ZPasswordSchema,
  code: ZCodeSchema,
});
export type TPasswordResetConfirm = z.input<typeof ZPasswordResetConfirmSchema>;

/**
 * What a reset answers (SPEC §7's resourceUrl and applicationName), plus the second factor that stays
 * on: the success screen names it, so an owner notices an authenticator someone else set up.
 */
export const ZPasswordResetAnswerSchema = ZApplicationAnswerSchema.extend({
  twoFaType: ZTwoFaTypeSchema.nullish().describe('the active second factor, if any; kept by the reset'),
});
export type TPasswordResetAnswer = z.infer<typeof ZPasswordResetAnswerSchema>;

/** The new-password form; SPEC §5 shows a mismatch as invalid_password_format on the repeat field. */
export const ZPasswordResetFormSchema = ZPasswordResetConfirmSchema.extend({
  passwordConfirmation: ZPasswordRepeatSchema,
}).refine((form) => form.password === form.passwordConfirmation, {
  path: ['passwordConfirmation'],
  error: 'invalid_password_format',
  when: whenBothTyped('password', 'passwordConfirmation'),
});
export type TPasswordResetForm = z.input<typeof ZPasswordResetFormSchema>;
