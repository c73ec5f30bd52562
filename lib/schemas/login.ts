import { z } from 'zod';

import { ZApplicationSchema } from './application';
import { ZEmailSchema } from './email';
import { ZAuthenticationStatusSchema, ZTwoFaTypeSchema } from './oauth';
import { ZPresentPasswordSchema } from './password';
import { optionalText, ZNavigationSchema } from './text';

/** BFF `POST /api/auth/login` (SPEC §3 "Login form", §5 "Login"): the captcha only once shown. */
export const ZLoginSchema = z.object({
  email: ZEmailSchema,
  password: ZPresentPasswordSchema,
  captcha: optionalText(20_000),
  application: ZApplicationSchema,
});
export type TLogin = z.input<typeof ZLoginSchema>;

/** The login form: the request plus where the browser goes once signed in. */
export const ZLoginFormSchema = ZLoginSchema.extend({
  backUrl: ZNavigationSchema,
  next: ZNavigationSchema,
});
export type TLoginForm = z.input<typeof ZLoginFormSchema>;

/** What the browser learns of a login: never the token, only where it stands. */
export const ZLoginAnswerSchema = z.object({
  status: ZAuthenticationStatusSchema,
  twoFaType: ZTwoFaTypeSchema.nullable(),
});
export type TLoginAnswer = z.infer<typeof ZLoginAnswerSchema>;

/** The 6-digit code of the OTP popup (SPEC §5). */
export const ZOtpSchema = z
  .string({ error: 'required' })
  .trim()
  .regex(/^\d{6}$/, { error: 'invalid_value' });

/** BFF `POST /api/auth/otp`: the second login step. */
export const ZOtpRequestSchema = z.object({ otp: ZOtpSchema });

/**
 * The OTP step as a form (posted before hydration): the code, where the browser goes once signed in,
 * and what the page needs to show the step again (the method, the tries left before this one).
 */
export const ZOtpFormSchema = ZOtpRequestSchema.extend({
  application: ZApplicationSchema,
  backUrl: ZNavigationSchema,
  next: ZNavigationSchema,
  twoFaType: optionalText(32),
  attempts: optionalText(1),
});
export type TOtpForm = z.input<typeof ZOtpFormSchema>;

/**
 * `POST /auth/logout` as a form posted before hydration: where the browser goes next (chooseAccount's
 * "another account" keeps the linked product's login). The BFF accepts only a path of this portal.
 */
export const ZLogoutFormSchema = z.object({ next: z.string().max(4096).optional() });
