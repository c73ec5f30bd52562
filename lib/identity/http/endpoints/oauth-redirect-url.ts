import { UPSTREAM } from '../../../schemas/upstream';
import { resolveRedirectUrl } from '../../domain/tokens/resolve-redirect-url';
import { defineEndpoint } from '../define-endpoint';

/** GET /oauth/application/redirect_url — a requested URL only on the application's registered origin. */
export const oauthRedirectUrlEndpoint = defineEndpoint(UPSTREAM.redirectUrl, {
  auth: 'bearer',
  tag: 'oauth',
  summary: 'Validate a back URL for an application',
  description:
    'Answers `{data:{url}}`; the caller appends `token`. Unknown application → unsupported_application; another origin → access_denied.',
  errors: ['invalid_token', 'unsupported_application', 'access_denied'],
  async handle({ query }) {
    return resolveRedirectUrl(query);
  },
});
