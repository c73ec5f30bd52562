import { sha256 } from '../../crypto/random-token';
import { findLiveToken } from '../../db/queries/access-tokens';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import { issueAccessToken, type TokenAnswer } from '../sign-in/issue-access-token';
import { parseApplication } from './applications';

export const TOKEN_EXCHANGE_GRANT = 'urn:ietf:params:oauth:grant-type:token-exchange';
export const ACCESS_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:access_token';

/**
 * RFC 8693 token exchange: a portal session buys a token of a linked product's own, bound to that
 * application (security issue: a product never holds the portal's session). It lives no longer than the
 * session and dies with it; `check_token` and `GET /v1/user` take it, the portal's own operations do not.
 */
export async function issueProductToken(
  ctx: IdentityContext,
  input: { clientId: string; subjectToken: string; audience: string; ip: string },
): Promise<TokenAnswer> {
  await ctx.limits.consume('token', input.ip);
  const application = parseApplication(input.audience);
  if (!application) throw new IdentityError('unsupported_application');
  const subjectHash = sha256(input.subjectToken);
  const subject = await findLiveToken(ctx.db, subjectHash, ctx.now());
  if (!subject || subject.status !== 'SUCCESS' || subject.product === 1) {
    throw new IdentityError('invalid_token', { description: 'The subject token is not a portal session' });
  }
  const answer = await issueAccessToken(ctx, {
    userId: subject.user_id,
    clientId: input.clientId,
    application,
    secondFactorDone: true,
    parent: { tokenHash: subjectHash, expiresAt: subject.expires_at },
  });
  return { ...answer, issued_token_type: ACCESS_TOKEN_TYPE };
}
