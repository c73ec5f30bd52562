import { OTP_ATTEMPTS } from '../../policy';
import { sha256 } from '../crypto/random-token';
import { countOtpAttempt, findLiveToken, revokeToken } from '../db/queries/access-tokens';
import type { IdentityContext } from '../identity-context';
import { IdentityError } from '../identity-error';
import { issueAccessToken, type TokenAnswer } from './issue-access-token';
import { sendSecondFactorCode, verifySecondFactor } from './verify-second-factor';

export type SecondFactorGrantInput = { clientId: string; oauthToken: string; otp?: string; ip: string };

/** `grant_type=oauth_token`: a pending token plus the right code becomes a SUCCESS token, once. */
export async function exchangeSecondFactor(
  ctx: IdentityContext,
  input: SecondFactorGrantInput,
): Promise<TokenAnswer> {
  await ctx.limits.consume('token', input.ip);
  const tokenHash = sha256(input.oauthToken);
  const now = ctx.now();
  const pending = await findLiveToken(ctx.db, tokenHash, now);
  if (!pending || pending.status !== 'TWO_FACTOR_AUTHENTICATION' || pending.client_id !== input.clientId) {
    throw new IdentityError('invalid_token', { description: 'Invalid token' });
  }
  if (!input.otp) {
    await sendSecondFactorCode(ctx, pending.user_id);
    return {
      access_token: input.oauthToken,
      token_type: 'bearer',
      scope: pending.scope,
      authentication_status: 'TWO_FACTOR_AUTHENTICATION',
      two_fa_type: pending.two_fa_type,
      expires_in: Math.max(0, Math.floor((pending.expires_at - now) / 1000)),
    };
  }
  if (!(await verifySecondFactor(ctx, pending.user_id, input.otp))) {
    // The try is counted before the answer; the last one burns the pending token.
    const attempts = await countOtpAttempt(ctx.db, tokenHash);
    if (attempts >= OTP_ATTEMPTS) {
      await revokeToken(ctx.db, tokenHash, now);
      throw new IdentityError('otp_confirmation_error', { description: 'Too many wrong codes' });
    }
    throw new IdentityError('incorrect_otp', { description: 'Incorrect code' });
  }
  // Revoking is the atomic step: of two concurrent exchanges only one passes it.
  if (!(await revokeToken(ctx.db, tokenHash, now))) throw new IdentityError('invalid_token');
  return issueAccessToken(ctx, {
    userId: pending.user_id,
    clientId: input.clientId,
    application: pending.application,
    secondFactorDone: true,
    trustDevice: true,
  });
}
