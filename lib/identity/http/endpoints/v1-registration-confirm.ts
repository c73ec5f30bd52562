import { ZRegistrationConfirmSchema } from '../../../schemas/registration';
import { confirmRegistration } from '../../domain/confirm-registration';
import { defineEndpoint } from '../define-endpoint';
import { ZApplicationAnswerSchema } from './token-answer-schema';

/** POST /v1/registration/confirm — confirm the e-mail with the mailed code. */
export const registrationConfirmEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/registration/confirm',
  style: 'rest',
  auth: 'none',
  tag: 'account',
  summary: 'Confirm an e-mail address',
  body: ZRegistrationConfirmSchema,
  response: ZApplicationAnswerSchema,
  errors: ['invalid_request', 'validation_error', 'invalid_confirmation_code', 'too_many_requests'],
  async handle({ ctx, body, ip }) {
    return confirmRegistration(ctx, { code: body.code, ip });
  },
});
