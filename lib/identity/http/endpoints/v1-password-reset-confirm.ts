import { UPSTREAM } from '../../../schemas/upstream';
import { confirmPasswordReset } from '../../domain/passwords/confirm-password-reset';
import { defineEndpoint } from '../define-endpoint';

/** POST /v1/password/reset/confirm — set a new password with the mailed code. */
export const passwordResetConfirmEndpoint = defineEndpoint(UPSTREAM.passwordResetConfirm, {
  auth: 'none',
  tag: 'account',
  summary: 'Set a new password with a reset code',
  errors: ['invalid_request', 'validation_error', 'invalid_confirmation_code', 'too_many_requests'],
  async handle({ ctx, body, ip }) {
    return confirmPasswordReset(ctx, { code: body.code, password: body.password, ip });
  },
});
