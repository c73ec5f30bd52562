import { z } from 'zod';

import { ZEmailSchema } from './email';
import { ZPasswordSchema } from './password';
import { ZApplicationSchema, ZCodeSchema } from './text';

/** `POST /v1/password/reset`: the recovery request. */
export const ZPasswordResetRequestSchema = z.object({
  email: ZEmailSchema,
  application: ZApplicationSchema,
});
export type TPasswordResetRequestSchema = z.infer<typeof ZPasswordResetRequestSchema>;

/** `POST /v1/password/reset/confirm`: the new password and the code from the mail link. */
export const ZPasswordResetConfirmSchema = z.object({
  password: ZPasswordSchema,
  code: ZCodeSchema,
});
export type TPasswordResetConfirmSchema = z.infer<typeof ZPasswordResetConfirmSchema>;

/** The new-password form; SPEC §5 shows a mismatch as invalid_password_format on the repeat field. */
export const ZPasswordResetFormSchema = z
  .object({
    password: ZPasswordSchema,
    passwordConfirmation: z.string({ error: 'required' }).min(1, { error: 'required' }),
  })
  .refine((form) => form.password === form.passwordConfirmation, {
    path: ['passwordConfirmation'],
    error: 'invalid_password_format',
  });
