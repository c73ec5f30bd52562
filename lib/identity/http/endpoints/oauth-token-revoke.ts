import { UPSTREAM } from '../../../schemas/upstream';
import { revokeAccessToken } from '../../domain/tokens/revoke-access-token';
import { IdentityError } from '../../identity-error';
import { bearerToken } from '../credentials';
import { defineEndpoint } from '../define-endpoint';

/** DELETE /oauth/token/revoke — single logout with the bearer token itself. */
export const oauthTokenRevokeEndpoint = defineEndpoint(UPSTREAM.revokeToken, {
  auth: 'none',
  tag: 'oauth',
  summary: 'Revoke the bearer token (logout of the portal and every linked product)',
  description:
    'Idempotent: an unknown or already revoked token also answers 200. No Authorization header → 401 invalid_token.',
  errors: ['invalid_token'],
  // Any bearer is taken, even an expired or unknown one (revoking is idempotent): checked here, not by auth.
  reads: { bearer: true },
  async handle({ ctx, request }) {
    const token = bearerToken(request);
    if (!token) throw new IdentityError('invalid_token', { description: 'Bearer token required' });
    await revokeAccessToken(ctx, token);
    return { revoked: true } as const;
  },
});
