import { UPSTREAM } from '../../../schemas/upstream';
import { resendConfirmation } from '../../domain/accounts/resend-confirmation';
import { defineEndpoint } from '../define-endpoint';
import { RECOVERY_MAIL_ERRORS, recoveryMailRequest } from '../recovery-mail-request';
import { namedLocale } from '../request-locale';

/** POST /v1/registration/confirm/resend — a new confirmation mail; same answer for any e-mail. */
export const registrationResendEndpoint = defineEndpoint(UPSTREAM.registrationResend, {
  auth: 'none',
  tag: 'account',
  summary: 'Resend the confirmation mail',
  errors: RECOVERY_MAIL_ERRORS,
  async handle({ ctx, body, ip, request }) {
    await resendConfirmation(ctx, recoveryMailRequest(body, ip, namedLocale(request)));
    return {};
  },
});
