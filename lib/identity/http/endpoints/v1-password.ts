import { UPSTREAM } from '../../../schemas/upstream';
import { changePassword } from '../../domain/passwords/change-password';
import { defineEndpoint } from '../define-endpoint';

/** PUT /v1/password — change the password; other sessions are signed out. */
export const passwordEndpoint = defineEndpoint(UPSTREAM.changePassword, {
  auth: 'bearer',
  tag: 'account',
  summary: 'Change the password',
  errors: ['invalid_token', 'invalid_request', 'validation_error', 'wrong_old_password', 'too_many_requests'],
  async handle({ ctx, session, body }) {
    await changePassword(ctx, session!, body);
    return {};
  },
});
