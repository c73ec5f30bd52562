import { UPSTREAM } from '../../../schemas/upstream';
import { registerUser } from '../../domain/accounts/register-user';
import { defineEndpoint } from '../define-endpoint';

/** POST /v1/registration — sign up; a confirmation mail is queued in the same transaction. */
export const registrationEndpoint = defineEndpoint(UPSTREAM.registration, {
  auth: 'none',
  tag: 'account',
  summary: 'Register an account',
  errors: [
    'invalid_request',
    'validation_error',
    'email_occupied',
    'incorrect_invite_code',
    'blocked_invite_code',
    'unsupported_application',
    'google_recaptcha_v2_required',
    'invalid_recaptcha',
    'too_many_requests',
  ],
  async handle({ ctx, body, ip }) {
    await ctx.limits.consume('registration', ip);
    await registerUser(ctx, { ...body, ip });
    return {};
  },
});
