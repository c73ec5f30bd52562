import { ZChangePasswordSchema } from '../../../schemas/change-password';
import { changePassword } from '../../domain/change-password';
import { defineEndpoint } from '../define-endpoint';
import { ZEmptySchema } from './token-answer-schema';

/** PUT /v1/password — change the password; other sessions are signed out. */
export const passwordEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/v1/password',
  style: 'rest',
  auth: 'bearer',
  tag: 'account',
  summary: 'Change the password',
  body: ZChangePasswordSchema,
  response: ZEmptySchema,
  errors: ['invalid_token', 'invalid_request', 'validation_error', 'wrong_old_password', 'too_many_requests'],
  async handle({ ctx, session, body }) {
    await changePassword(ctx, session!, body);
    return {};
  },
});
