import { z } from 'zod';

import { resolveRedirectUrl } from '../../domain/resolve-redirect-url';
import { defineEndpoint } from '../define-endpoint';

const ZRedirectUrlQuerySchema = z.object({
  application: z.string().max(64, { error: 'max_length' }).optional(),
  requestedUrl: z.string().max(2048, { error: 'max_length' }).optional(),
});

/** GET /oauth/application/redirect_url — a requested URL only on the application's registered origin. */
export const oauthRedirectUrlEndpoint = defineEndpoint({
  method: 'GET',
  path: '/oauth/application/redirect_url',
  style: 'oauth',
  auth: 'bearer',
  tag: 'oauth',
  summary: 'Validate a back URL for an application',
  description:
    'Answers `{data:{url}}`; the caller appends `token`. Unknown application → unsupported_application; another origin → access_denied.',
  query: ZRedirectUrlQuerySchema,
  response: z.object({ data: z.object({ url: z.string() }) }),
  errors: ['invalid_token', 'unsupported_application', 'access_denied'],
  async handle({ query }) {
    return { data: resolveRedirectUrl(query) };
  },
});
