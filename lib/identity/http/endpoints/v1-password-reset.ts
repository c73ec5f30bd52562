import { ZPasswordResetRequestSchema } from '../../../schemas/password-reset';
import { requestPasswordReset } from '../../domain/request-password-reset';
import { defineEndpoint } from '../define-endpoint';
import { ZEmptySchema } from './token-answer-schema';

/** POST /v1/password/reset — mail a reset link (client Basic auth); same answer for any e-mail. */
export const passwordResetEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/password/reset',
  style: 'rest',
  auth: 'client',
  tag: 'account',
  summary: 'Request a password-reset mail',
  body: ZPasswordResetRequestSchema,
  response: ZEmptySchema,
  errors: [
    'access_denied',
    'invalid_request',
    'validation_error',
    'unsupported_application',
    'too_many_requests',
  ],
  async handle({ ctx, body, ip }) {
    await requestPasswordReset(ctx, { email: body.email, application: body.application, ip });
    return {};
  },
});
