import { z } from 'zod';

import { ZApplicationSchema } from './application';
import { ZEmailSchema } from './email';
import { optionalText } from './text';

/**
 * A recovery mail asked for an address: `POST /v1/password/reset` (the reset link) and
 * `POST /v1/registration/confirm/resend` (the confirmation link) take the same request.
 */
export const ZRecoveryMailRequestSchema = z.object({
  email: ZEmailSchema,
  application: ZApplicationSchema,
  /** Demanded once an address was asked for often (a lock must not starve recovery). */
  googleRecaptchaV2: optionalText(20_000),
});
export type TRecoveryMailRequest = z.input<typeof ZRecoveryMailRequestSchema>;
