import { z } from 'zod';

import { whenBothTyped, ZPasswordRepeatSchema } from './form-fields';
import { ZPasswordSchema, ZPresentPasswordSchema } from './password';

/** `PUT /v1/password`: the current password and the new one. */
export const ZChangePasswordSchema = z.object({
  password: ZPresentPasswordSchema,
  newPassword: ZPasswordSchema,
});
export type TChangePassword = z.input<typeof ZChangePasswordSchema>;

/** The change-password form (SPEC §5): the repeated new password must match (not_match). */
export const ZChangePasswordFormSchema = ZChangePasswordSchema.extend({
  newPasswordConfirmation: ZPasswordRepeatSchema,
}).refine((form) => form.newPassword === form.newPasswordConfirmation, {
  path: ['newPasswordConfirmation'],
  error: 'not_match',
  when: whenBothTyped('newPassword', 'newPasswordConfirmation'),
});
export type TChangePasswordForm = z.input<typeof ZChangePasswordFormSchema>;
