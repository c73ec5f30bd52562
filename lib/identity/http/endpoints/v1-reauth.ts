import { UPSTREAM } from '../../../schemas/upstream';
import { getStepUpStatus } from '../../domain/sign-in/get-step-up-status';
import { reauthenticate } from '../../domain/sign-in/reauthenticate';
import { sendReauthCode } from '../../domain/sign-in/send-reauth-code';
import { defineEndpoint } from '../define-endpoint';

// Step-up (DESIGN §6): sensitive calls answer reauth_required (403) unless the session's holder gave
// the password (and the second factor) within the last 5 minutes — at the login, or here.

/** GET /v1/reauth — what confirming asks for, and until when the last proof holds. */
export const reauthStatusEndpoint = defineEndpoint(UPSTREAM.reauthStatus, {
  auth: 'bearer',
  tag: 'account',
  summary: 'Step-up status: the factor a re-authentication asks for, and until when the last one holds',
  errors: ['invalid_token'],
  handle: ({ ctx, session }) => getStepUpStatus(ctx, session!),
});

/** POST /v1/reauth — prove it is you again: the password, and the active factor's code. */
export const reauthEndpoint = defineEndpoint(UPSTREAM.reauth, {
  auth: 'bearer',
  tag: 'account',
  summary: 'Re-authenticate this session (step-up)',
  description:
    'The password (`incorrect_password` on the field when wrong) and, when a second factor is active, its ' +
    'code: the authenticator’s, or the one `POST /v1/reauth/code` sent (three tries; `invalid_confirmation_code`, ' +
    'then `confirmation_code_error`). Sensitive calls then pass for 5 minutes (`validUntil`). 10 tries per 15 ' +
    'minutes per user, shared with the code requests.',
  errors: [
    'invalid_token',
    'access_denied',
    'invalid_request',
    'validation_error',
    'invalid_confirmation_code',
    'confirmation_code_error',
    'too_many_requests',
  ],
  handle: ({ ctx, session, body }) => reauthenticate(ctx, session!, body),
});

/** POST /v1/reauth/code — after the password, send the Telegram or e-mail code of a re-authentication. */
export const reauthCodeEndpoint = defineEndpoint(UPSTREAM.reauthCode, {
  auth: 'bearer',
  tag: 'account',
  summary: 'Send the second-factor code of a re-authentication',
  description:
    'Needs the password first (`incorrect_password` on the field), so a session alone cannot send codes. ' +
    'TELEGRAM and EMAIL only (`not_found` for the authenticator, or with no factor active); a new code no ' +
    'sooner than a minute after the last (within it the code already sent stands).',
  errors: [
    'invalid_token',
    'access_denied',
    'invalid_request',
    'validation_error',
    'not_found',
    'invalid_token_data',
    'too_many_requests',
  ],
  async handle({ ctx, session, body }) {
    await sendReauthCode(ctx, session!, body);
    return {};
  },
});
