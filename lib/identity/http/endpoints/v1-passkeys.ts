import { UPSTREAM } from '../../../schemas/upstream';
import { listOwnPasskeys, removeOwnPasskey, renameOwnPasskey } from '../../domain/passkeys/manage-passkeys';
import { finishPasskeyRegistration, startPasskeyRegistration } from '../../domain/passkeys/register-passkey';
import { finishPasskeySignIn, startPasskeySignIn } from '../../domain/passkeys/sign-in-with-passkey';
import { recoveryCodesLeft, regenerateRecoveryCodes } from '../../domain/recovery-codes/recovery-codes';
import { boundApplication } from '../../domain/tokens/bound-application';
import { defineEndpoint } from '../define-endpoint';

// Adding, renaming and removing a passkey is a sensitive change (step-up), as is a new set of
// recovery codes. Signing in with one needs the portal's client and the browser binding only.

/** POST /v1/passkeys/registration/options */
export const passkeyRegistrationOptionsEndpoint = defineEndpoint(UPSTREAM.passkeyRegistrationOptions, {
  auth: 'bearer',
  stepUp: true,
  tag: 'passkeys',
  summary: 'Start adding a passkey',
  description:
    'Options for `navigator.credentials.create()`: a discoverable credential with user verification, the ' +
    "relying party being APP_URL's host; the challenge lives 5 minutes and serves once.",
  errors: ['invalid_token', 'too_many_requests'],
  handle: ({ ctx, session }) => startPasskeyRegistration(ctx, session!),
});

/** POST /v1/passkeys/registration/verify */
export const passkeyRegistrationVerifyEndpoint = defineEndpoint(UPSTREAM.passkeyRegistrationVerify, {
  auth: 'bearer',
  stepUp: true,
  tag: 'passkeys',
  summary: 'Add a passkey',
  description:
    "The authenticator's answer to this account's live challenge; without user verification it is " +
    'invalid_confirmation_code, as is a spent or expired challenge.',
  errors: [
    'invalid_token',
    'validation_error',
    'invalid_confirmation_code',
    'token_already_exists',
    'too_many_requests',
  ],
  handle: ({ ctx, session, body }) => finishPasskeyRegistration(ctx, session!, body),
});

/** POST /v1/passkeys/authentication/options */
export const passkeySignInOptionsEndpoint = defineEndpoint(UPSTREAM.passkeySignInOptions, {
  auth: 'client',
  tag: 'passkeys',
  summary: 'Start a passkey sign-in',
  description:
    'Options for `navigator.credentials.get()` (conditional UI or a button). The challenge is bound to ' +
    '`browser`, lives 5 minutes and serves one try.',
  errors: ['invalid_request', 'validation_error', 'too_many_requests'],
  handle: ({ ctx, body, ip }) => startPasskeySignIn(ctx, { browser: body.browser, ip }),
});

/** POST /v1/passkeys/authentication/verify */
export const passkeySignInEndpoint = defineEndpoint(UPSTREAM.passkeySignIn, {
  auth: 'client',
  tag: 'passkeys',
  summary: 'Sign in with a passkey',
  description:
    'A verified assertion (user verification required) answers what a finished password and second-factor ' +
    'login answers: a SUCCESS token for the portal or the `application` named, with a device token. The ' +
    'password lock does not apply. An unknown credential is not_found (the browser may forget it); a ' +
    'replayed, foreign-browser or unverified assertion is bad_credentials.',
  errors: [
    'invalid_request',
    'validation_error',
    'bad_credentials',
    'not_found',
    'user_account_locked',
    'unsupported_application',
    'too_many_requests',
  ],
  handle: ({ ctx, body, client, ip, request }) =>
    finishPasskeySignIn(ctx, {
      clientId: client!.id,
      browser: body.browser,
      response: body.response,
      application: boundApplication(client!, body.application) ?? undefined,
      productClient: client!.group !== null,
      ip,
      userAgent: request.headers.get('user-agent'),
    }),
});

/** GET /v1/passkeys */
export const passkeysEndpoint = defineEndpoint(UPSTREAM.passkeys, {
  auth: 'bearer',
  tag: 'passkeys',
  summary: "List the account's passkeys",
  errors: ['invalid_token'],
  handle: ({ ctx, session }) => listOwnPasskeys(ctx, session!),
});

/** PATCH /v1/passkeys/{id} */
export const passkeyRenameEndpoint = defineEndpoint(UPSTREAM.passkeyRename, {
  auth: 'bearer',
  stepUp: true,
  tag: 'passkeys',
  summary: 'Rename a passkey',
  errors: ['invalid_token', 'validation_error', 'not_found'],
  async handle({ ctx, session, params, body }) {
    await renameOwnPasskey(ctx, session!, params.id, body.name);
    return {};
  },
});

/** DELETE /v1/passkeys/{id} */
export const passkeyRemoveEndpoint = defineEndpoint(UPSTREAM.passkeyRemove, {
  auth: 'bearer',
  stepUp: true,
  tag: 'passkeys',
  summary: 'Remove a passkey',
  description: 'Refused from the next sign-in on.',
  errors: ['invalid_token', 'validation_error', 'not_found'],
  async handle({ ctx, session, params }) {
    await removeOwnPasskey(ctx, session!, params.id);
    return {};
  },
});

/** GET /v1/recovery-codes */
export const recoveryCodeCountEndpoint = defineEndpoint(UPSTREAM.recoveryCodeCount, {
  auth: 'bearer',
  tag: 'two-fa',
  summary: 'How many recovery codes are left',
  errors: ['invalid_token'],
  handle: ({ ctx, session }) => recoveryCodesLeft(ctx, session!),
});

/** POST /v1/recovery-codes */
export const recoveryCodesRegenerateEndpoint = defineEndpoint(UPSTREAM.recoveryCodesRegenerate, {
  auth: 'bearer',
  stepUp: true,
  tag: 'two-fa',
  summary: 'Generate new recovery codes',
  description:
    'Ten new codes, shown this once; the old set is void. not_found without an active second factor.',
  errors: ['invalid_token', 'not_found', 'too_many_requests'],
  handle: ({ ctx, session }) => regenerateRecoveryCodes(ctx, session!),
});
