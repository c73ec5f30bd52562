import type { z } from 'zod';

import type { ErrorCode } from '../../errors/codes';
import type { Locale } from '../../i18n/locales';
import type { ZRecoveryMailRequestSchema } from '../../schemas/recovery-mail';
import type { RecoveryMailRequest } from '../domain/passwords/send-recovery-mail';

/** What a recovery-mail request may be answered with (sendRecoveryMail's limit, parse and captcha). */
export const RECOVERY_MAIL_ERRORS = [
  'invalid_request',
  'validation_error',
  'unsupported_application',
  'google_recaptcha_v2_required',
  'invalid_recaptcha',
  'too_many_requests',
] as const satisfies readonly ErrorCode[];

/**
 * The wire's recovery request as the domain takes it: the captcha travels as `googleRecaptchaV2`. The
 * mail is written in the language of the page it was asked from (the BFF's `X-Locale`), so a reset asked
 * for on /ar mails an Arabic /ar link; a caller sending no language gets the account's.
 */
export function recoveryMailRequest(
  body: z.output<typeof ZRecoveryMailRequestSchema>,
  ip: string,
  language: Locale | undefined,
): RecoveryMailRequest {
  return { email: body.email, application: body.application, captcha: body.googleRecaptchaV2, ip, language };
}
