import { ZCheckTokenQuerySchema } from '../../../schemas/oauth';
import { UPSTREAM } from '../../../schemas/upstream';
import { checkToken } from '../../domain/tokens/check-token';
import { IdentityError } from '../../identity-error';
import { defineEndpoint } from '../define-endpoint';
import { readForm } from '../parse-input';

/** POST /oauth/check_token?token= — introspection for linked products (client Basic auth). */
export const oauthCheckTokenEndpoint = defineEndpoint(UPSTREAM.checkToken, {
  auth: 'client',
  tag: 'oauth',
  summary: 'Check a token',
  description:
    'The token comes as a `token` form field (or `?token=`, which ends up in access logs: prefer the form). Revoked, expired or unknown → 401 `{error:"invalid_token"}`. ' +
    'A linked product must also require `authentication_status` SUCCESS. A client the operator bound to a product ' +
    'group (`admin clients add NAME --group GROUP`) sees only tokens of that group: any other is invalid_token.',
  errors: ['access_denied', 'invalid_request', 'invalid_token'],
  reads: { form: ZCheckTokenQuerySchema },
  async handle({ ctx, request, query, client }) {
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
    return checkToken(ctx, token, client!);
  },
});
