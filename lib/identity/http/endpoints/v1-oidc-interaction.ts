import { UPSTREAM } from '../../../schemas/upstream';
import { completeInteraction } from '../../oidc/complete-interaction';
import { defineEndpoint } from '../define-endpoint';

/** POST /v1/oidc/interaction — the BFF hands a product's OpenID sign-in back with the portal session. */
export const oidcInteractionEndpoint = defineEndpoint(UPSTREAM.oidcInteraction, {
  auth: 'bearer',
  tag: 'oauth',
  summary: "Complete an OpenID Connect sign-in with the portal session (the BFF's call)",
  description:
    'The provider sent the browser to the portal with an interaction id and a binding cookie; once the portal ' +
    'session is known, this records the login on the interaction and answers where the browser resumes. ' +
    '`reauth_required` when the product asked for a fresh sign-in (`prompt=login`, `max_age`) the session is too old for.',
  errors: ['invalid_token', 'access_denied', 'invalid_request', 'validation_error', 'reauth_required'],
  handle: ({ ctx, session, body }) => completeInteraction(ctx, session!, body),
});
