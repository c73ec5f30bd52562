import { z } from 'zod';

import { checkToken } from '../../domain/check-token';
import { IdentityError } from '../../identity-error';
import { defineEndpoint } from '../define-endpoint';
import { readForm } from '../parse-input';

const ZCheckTokenQuerySchema = z.object({ token: z.string().max(512, { error: 'max_length' }).optional() });

export const ZTokenInfoSchema = z.object({
  active: z.literal(true),
  scope: z.string(),
  authentication_status: z.enum(['SUCCESS', 'TWO_FACTOR_AUTHENTICATION']),
  two_fa_type: z.string().nullable(),
  exp: z.number().int().describe('expiry, seconds since the epoch'),
  client_id: z.string(),
  application: z.string().nullable(),
  user_name: z.string().describe('the e-mail'),
  user: z.object({ id: z.string(), email: z.string(), firstName: z.string(), lastName: z.string() }),
});

/** POST /oauth/check_token?token= — introspection for linked products (client Basic auth). */
export const oauthCheckTokenEndpoint = defineEndpoint({
  method: 'POST',
  path: '/oauth/check_token',
  style: 'oauth',
  auth: 'client',
  tag: 'oauth',
  summary: 'Check a token',
  description:
    'The token comes as `?token=` (or a `token` form field). Revoked, expired or unknown → 401 `{error:"invalid_token"}`. ' +
    'A linked product must also require `authentication_status` SUCCESS.',
  query: ZCheckTokenQuerySchema,
  response: ZTokenInfoSchema,
  errors: ['access_denied', 'invalid_request', 'invalid_token'],
  async handle({ ctx, request, query }) {
    let token = query.token;
    if (
      !token &&
      /^(application\/x-www-form-urlencoded|multipart\/form-data)/.test(
        request.headers.get('content-type') ?? '',
      )
    ) {
      token = (await readForm(request)).token;
    }
    if (!token) throw new IdentityError('invalid_request', { description: 'token is required' });
    return checkToken(ctx, token);
  },
});
