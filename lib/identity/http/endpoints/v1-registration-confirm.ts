import { UPSTREAM } from '../../../schemas/upstream';
import { confirmRegistration } from '../../domain/accounts/confirm-registration';
import { defineEndpoint } from '../define-endpoint';

/** POST /v1/registration/confirm — confirm the e-mail with the mailed code. */
export const registrationConfirmEndpoint = defineEndpoint(UPSTREAM.registrationConfirm, {
  auth: 'none',
  tag: 'account',
  summary: 'Confirm an e-mail address',
  errors: ['invalid_request', 'validation_error', 'invalid_confirmation_code', 'too_many_requests'],
  async handle({ ctx, body, ip }) {
    return confirmRegistration(ctx, { code: body.code, ip });
  },
});
