import { UPSTREAM } from '../../../schemas/upstream';
import { resendConfirmation } from '../../domain/accounts/resend-confirmation';
import { defineEndpoint } from '../define-endpoint';
import { recoveryMailRequest } from '../recovery-mail-request';

/** POST /v1/registration/confirm/resend — a new confirmation mail; same answer for any e-mail. */
export const registrationResendEndpoint = defineEndpoint(UPSTREAM.registrationResend, {
  auth: 'none',
  tag: 'account',
  summary: 'Resend the confirmation mail',
  errors: [
    'invalid_request',
    'validation_error',
    'unsupported_application',
    'google_recaptcha_v2_required',
    'invalid_recaptcha',
    'too_many_requests',
  ],
  async handle({ ctx, body, ip }) {
    await resendConfirmation(ctx, recoveryMailRequest(body, ip));
    return {};
  },
});
