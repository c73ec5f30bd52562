import { z } from 'zod';

import { ZPasswordSchema, ZPresentPasswordSchema } from './password';

/** `PUT /v1/password`: the current password and the new one. */
export const ZChangePasswordSchema = z.object({
  password: ZPresentPasswordSchema,
  newPassword: ZPasswordSchema,
});
export type TChangePasswordSchema = z.infer<typeof ZChangePasswordSchema>;

/** The change-password form (SPEC §5): the repeated new password must match (not_match). */
export const ZChangePasswordFormSchema = ZChangePasswordSchema.extend({
  newPasswordConfirmation: z.string({ error: 'required' }).min(1, { error: 'required' }),
}).refine((form) => form.newPassword === form.newPasswordConfirmation, {
  path: ['newPasswordConfirmation'],
  error: 'not_match',
});
