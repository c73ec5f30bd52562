import type { z } from 'zod';

import type { ZRecoveryMailRequestSchema } from '../../schemas/recovery-mail';
import type { RecoveryMailRequest } from '../domain/passwords/send-recovery-mail';

/** The wire's recovery request as the domain takes it: the captcha travels as `googleRecaptchaV2`. */
export function recoveryMailRequest(
  body: z.output<typeof ZRecoveryMailRequestSchema>,
  ip: string,
): RecoveryMailRequest {
  return { email: body.email, application: body.application, captcha: body.googleRecaptchaV2, ip };
}
