import { ZRegistrationResendSchema } from '../../../schemas/registration';
import { resendConfirmation } from '../../domain/resend-confirmation';
import { defineEndpoint } from '../define-endpoint';
import { ZEmptySchema } from './token-answer-schema';

/** POST /v1/registration/confirm/resend — a new confirmation mail; same answer for any e-mail. */
export const registrationResendEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/registration/confirm/resend',
  style: 'rest',
  auth: 'none',
  tag: 'account',
  summary: 'Resend the confirmation mail',
  body: ZRegistrationResendSchema,
  response: ZEmptySchema,
  errors: ['invalid_request', 'validation_error', 'unsupported_application', 'too_many_requests'],
  async handle({ ctx, body, ip }) {
    await resendConfirmation(ctx, { email: body.email, application: body.application, ip });
    return {};
  },
});
