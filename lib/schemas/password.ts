import { z } from 'zod';

import { passwordError } from './password-rules';

export const ZPasswordSchema = z.string({ error: 'required' }).superRefine((value, ctx) => {
  const code = passwordError(value);
  if (code) ctx.addIssue({ code: 'custom', message: code });
});

/** A password that only has to be present (login, current password). */
export const ZPresentPasswordSchema = z
  .string({ error: 'required' })
  .min(1, { error: 'required' })
  .max(256, { error: 'max_length' });
