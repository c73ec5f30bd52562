import { OTP_ATTEMPTS } from '../../../policy';
import { audit } from '../../audit/audit';
import { sha256 } from '../../crypto/random-token';
import { claimOtpAttempt, findLiveToken, revokeToken } from '../../db/queries/access-tokens';
import { findUserById } from '../../db/queries/users';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import { looksLikeRecoveryCode, spendRecoveryCodeFor } from '../recovery-codes/recovery-codes';
import { recordFailedSignIn, signInOf } from '../sessions/record-sign-in';
import { issueAccessToken, type TokenAnswer } from './issue-access-token';
import { recordLoginFailure, recordLoginSuccess } from './login-guard';
import { sendSecondFactorCode, verifySecondFactor } from './verify-second-factor';

export type SecondFactorGrantInput = {
  clientId: string;
  oauthToken: string;
  otp?: string;
  ip: string;
  /** The browser's User-Agent (the BFF forwards it): what the security centre shows of the device. */
  userAgent?: string | null;
};

/**
 * `grant_type=oauth_token`: a half token plus the right code becomes a SUCCESS token, once. Three
 * tries per half token, and three per code sent, whichever half login carried it; each taken before
 * the comparison (so concurrent tries never exceed three). The try that leaves none voids the half
 * token and counts as a failed login toward the captcha gate and the lock.
 */
export async function exchangeSecondFactor(
  ctx: IdentityContext,
  input: SecondFactorGrantInput,
): Promise<TokenAnswer> {
  await ctx.limits.consume('token', input.ip);
  const tokenHash = sha256(input.oauthToken);
  const now = ctx.now();
  const pending = await findLiveToken(ctx.db, tokenHash, now);
  const invalid = () => new IdentityError('invalid_token', { description: 'Invalid token' });
  if (!pending || pending.status !== 'TWO_FACTOR_AUTHENTICATION' || pending.client_id !== input.clientId) {
    throw invalid();
  }
  const user = await findUserById(ctx.db, pending.user_id);
  if (!user) throw invalid();
  const login = { user, tokenHash, expiresAt: pending.expires_at, deviceHash: pending.device_hash };
  if (!input.otp) {
    await sendSecondFactorCode(ctx, login);
    return {
      access_token: input.oauthToken,
      token_type: 'bearer',
      scope: pending.scope,
      authentication_status: 'TWO_FACTOR_AUTHENTICATION',
      two_fa_type: pending.two_fa_type,
      expires_in: Math.max(0, Math.floor((pending.expires_at - now) / 1000)),
    };
  }
  const attempt = await claimOtpAttempt(ctx.db, tokenHash, OTP_ATTEMPTS, now);
  if (attempt === null) throw invalid();
  // A recovery code stands in for the code of a lost phone; either way the try was counted above.
  const check = looksLikeRecoveryCode(input.otp)
    ? (await spendRecoveryCodeFor(ctx, user, input.otp))
      ? 'ok'
      : 'wrong'
    : await verifySecondFactor(ctx, login, input.otp);
  if (check !== 'ok') {
    await recordFailedSignIn(ctx, signInOf(user.id, 'second_factor', input));
    if (check === 'usedUp' || attempt >= OTP_ATTEMPTS) {
      // Only the try that voids the half token counts it, however many ran at once.
      if (await revokeToken(ctx.db, tokenHash, now)) {
        audit(ctx, 'login.failure', { accountId: user.id, reason: 'otp_confirmation_error' });
        await recordLoginFailure(ctx, { key: user.email_key, ip: input.ip, userId: user.id });
      }
      throw new IdentityError('otp_confirmation_error', { description: 'Too many wrong codes' });
    }
    throw new IdentityError('incorrect_otp', { description: 'Incorrect code' });
  }
  // Revoking is the atomic step: of two concurrent right answers only one passes it.
  if (!(await revokeToken(ctx.db, tokenHash, now))) throw invalid();
  await recordLoginSuccess(ctx, user.email_key);
  const method = looksLikeRecoveryCode(input.otp) ? 'recovery_code' : 'second_factor';
  audit(ctx, 'login.success', { accountId: user.id, method });
  return issueAccessToken(ctx, {
    userId: user.id,
    clientId: input.clientId,
    application: pending.application,
    secondFactorDone: true,
    trustDevice: true,
    productClient: pending.product === 1,
    // A password login's half token carried the password's proof; the code completes it now.
    passwordProved: pending.authenticated_at !== null,
    deviceHash: pending.device_hash ?? undefined,
    ip: input.ip,
    signIn: { method, userAgent: input.userAgent ?? null },
  });
}
