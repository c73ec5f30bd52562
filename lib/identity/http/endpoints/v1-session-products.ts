import { UPSTREAM } from '../../../schemas/upstream';
import { sessionProducts } from '../../oidc/session-products';
import { defineEndpoint } from '../define-endpoint';

/** GET /v1/session/products — the products a logout of this session tells (the logout dialog). */
export const sessionProductsEndpoint = defineEndpoint(UPSTREAM.sessionProducts, {
  auth: 'bearer',
  tag: 'account',
  summary: 'The products this session reached (each hears of its logout)',
  description:
    'The OpenID Connect clients signed in with this session and the products holding a live token minted from ' +
    'it, by name. A logout sends each of them a back-channel logout through a durable outbox.',
  errors: ['invalid_token', 'access_denied'],
  handle: ({ ctx, session }) => sessionProducts(ctx, session!),
});
