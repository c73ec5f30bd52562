import { z } from 'zod';

import { ZEmailSchema } from './email';
import { ZPresentPasswordSchema } from './password';
import { optionalText, ZApplicationSchema } from './text';

/** The login form (SPEC §3 "Login form", §5 "Login"): the captcha is validated only once shown. */
export const ZLoginSchema = z.object({
  email: ZEmailSchema,
  password: ZPresentPasswordSchema,
  googleRecaptchaV2: optionalText(20_000),
  application: ZApplicationSchema,
});
export type TLoginSchema = z.infer<typeof ZLoginSchema>;

/** The second login step: the 6-digit code of the OTP popup. */
export const ZOtpSchema = z
  .string({ error: 'required' })
  .trim()
  .regex(/^\d{6}$/, { error: 'invalid_value' });
