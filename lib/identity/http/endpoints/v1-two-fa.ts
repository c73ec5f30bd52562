import { UPSTREAM } from '../../../schemas/upstream';
import { availableTwoFaTypes } from '../../domain/two-factor/available-two-fa-types';
import { confirmTwoFaActivation } from '../../domain/two-factor/confirm-two-fa-activation';
import { confirmTwoFaDeactivation } from '../../domain/two-factor/confirm-two-fa-deactivation';
import { listOnlyDeactivateTypes, listTwoFaTokens } from '../../domain/two-factor/list-two-fa-tokens';
import { startTwoFaActivation } from '../../domain/two-factor/start-two-fa-activation';
import { startTwoFaDeactivation } from '../../domain/two-factor/start-two-fa-deactivation';
import { defineEndpoint } from '../define-endpoint';

// Every /v1/two-fa call needs the portal's own SUCCESS session: a token a linked product received
// (or a half token) cannot manage the second factor. Turning one on or off is a sensitive change
// (step-up): the password and the active factor within the last 5 minutes, or reauth_required.

/** GET /v1/two-fa/tokens — the user's active method. */
export const twoFaTokensEndpoint = defineEndpoint(UPSTREAM.twoFaTokens, {
  auth: 'bearer',
  tag: 'two-fa',
  summary: 'List the active second factor',
  errors: ['invalid_token'],
  handle: ({ ctx, session }) => listTwoFaTokens(ctx, session!),
});

/** GET /v1/two-fa/tokens/types/available — the methods this portal offers. */
export const twoFaAvailableEndpoint = defineEndpoint(UPSTREAM.twoFaAvailable, {
  auth: 'bearer',
  tag: 'two-fa',
  summary: 'Methods offered',
  description: 'TELEGRAM only when the portal has a bot token.',
  errors: ['invalid_token'],
  handle: async ({ ctx }) => ({ types: availableTwoFaTypes(ctx) }),
});

/** GET /v1/two-fa/tokens/types/only-deactivate — active methods no longer offered. */
export const twoFaOnlyDeactivateEndpoint = defineEndpoint(UPSTREAM.twoFaOnlyDeactivate, {
  auth: 'bearer',
  tag: 'two-fa',
  summary: 'Active methods that can only be turned off',
  errors: ['invalid_token'],
  handle: ({ ctx, session }) => listOnlyDeactivateTypes(ctx, session!),
});

/** POST /v1/two-fa/tokens — start setting up a method. */
export const twoFaCreateEndpoint = defineEndpoint(UPSTREAM.twoFaCreate, {
  auth: 'bearer',
  stepUp: true,
  tag: 'two-fa',
  summary: 'Start setting up a second factor',
  description:
    'GOOGLE_AUTHENTICATOR answers `result: {CODE, QR_PAYLOAD}` (the secret and its otpauth:// URI); ' +
    'TELEGRAM (`data`: the chat ID) and EMAIL (`data`: the profile e-mail) send a 6-digit code valid ' +
    '5 minutes; a new one no sooner than a minute later (too_many_requests for another destination).',
  errors: [
    'invalid_token',
    'invalid_request',
    'validation_error',
    'two_fa_already_enabled',
    'token_already_exists',
    'invalid_token_data',
    'too_many_requests',
  ],
  handle: ({ ctx, session, body }) => startTwoFaActivation(ctx, session!, body),
});

/** POST /v1/two-fa/tokens/confirm — the first code turns the method on. */
export const twoFaConfirmEndpoint = defineEndpoint(UPSTREAM.twoFaConfirm, {
  auth: 'bearer',
  stepUp: true,
  tag: 'two-fa',
  summary: 'Confirm a second factor',
  description:
    'Three tries per code: a wrong one is invalid_confirmation_code; once none is left, or the code ' +
    'expired, confirmation_code_error. The answer carries ten recovery codes, shown only this once.',
  errors: [
    'invalid_token',
    'invalid_request',
    'validation_error',
    'invalid_confirmation_code',
    'confirmation_code_error',
    'two_fa_already_enabled',
    'token_already_exists',
    'too_many_requests',
  ],
  handle: ({ ctx, session, body }) => confirmTwoFaActivation(ctx, session!, body),
});

/** POST /v1/two-fa/tokens/deactivate — ask for the code that turns the method off. */
export const twoFaDeactivateEndpoint = defineEndpoint(UPSTREAM.twoFaDeactivate, {
  auth: 'bearer',
  stepUp: true,
  tag: 'two-fa',
  summary: 'Start turning a second factor off',
  description: 'Sends a code for TELEGRAM and EMAIL; the authenticator is asked for its own code.',
  errors: [
    'invalid_token',
    'invalid_request',
    'validation_error',
    'not_found',
    'invalid_token_data',
    'too_many_requests',
  ],
  async handle({ ctx, session, body }) {
    await startTwoFaDeactivation(ctx, session!, body);
    return {};
  },
});

/** POST /v1/two-fa/tokens/deactivate/confirm — the code turns the method off. */
export const twoFaDeactivateConfirmEndpoint = defineEndpoint(UPSTREAM.twoFaDeactivateConfirm, {
  auth: 'bearer',
  stepUp: true,
  tag: 'two-fa',
  summary: 'Turn a second factor off',
  description:
    "The method's code, or `recoveryCode` (one unused recovery code) when the phone is lost; the " +
    'recovery codes go with the method.',
  errors: [
    'invalid_token',
    'invalid_request',
    'validation_error',
    'not_found',
    'invalid_confirmation_code',
    'confirmation_code_error',
    'too_many_requests',
  ],
  async handle({ ctx, session, body }) {
    await confirmTwoFaDeactivation(ctx, session!, body);
    return {};
  },
});
