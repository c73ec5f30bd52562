import type { TAuthenticationStatus, TTokenAnswer } from '../../schemas/oauth';
import { randomToken, sha256 } from '../crypto/random-token';
import { insertAccessToken, voidHalfTokens } from '../db/queries/access-tokens';
import { findActiveTwoFactor } from '../db/queries/two-fa-tokens';
import { findUserById } from '../db/queries/users';
import type { IdentityContext } from '../identity-context';
import { countFailedLogin } from './count-failed-login';
import { PENDING_TOKEN_SCOPE, TOKEN_SCOPE, TWO_FACTOR_PENDING_TTL_MS } from './identity-policy';
import { sendSecondFactorCode } from './verify-second-factor';

export type { TTokenAnswer as TokenAnswer } from '../../schemas/oauth';

export type IssueAccessTokenOptions = {
  userId: string;
  clientId: string;
  application: string | null;
  /** The caller's address: a half login voided by this one is a failed login from here. */
  ip?: string;
  /** Skip the second-factor step (the factor was just checked). */
  secondFactorDone?: boolean;
};

/**
 * Mints an opaque token; a user with an active second factor first gets a short-lived half token
 * (SPEC §7 TWO_FACTOR_AUTHENTICATION), and Telegram and e-mail methods get their code now. One half
 * login at a time: a newer one voids the older, and an older one that was tried counts as failed.
 */
export async function issueAccessToken(
  ctx: IdentityContext,
  options: IssueAccessTokenOptions,
): Promise<TTokenAnswer> {
  const twoFactor = options.secondFactorDone ? undefined : await findActiveTwoFactor(ctx.db, options.userId);
  const status: TAuthenticationStatus = twoFactor ? 'TWO_FACTOR_AUTHENTICATION' : 'SUCCESS';
  const ttlMs = twoFactor ? TWO_FACTOR_PENDING_TTL_MS : ctx.config.tokenTtlS * 1000;
  const scope = twoFactor ? PENDING_TOKEN_SCOPE : TOKEN_SCOPE;
  const token = randomToken();
  const tokenHash = sha256(token);
  const now = ctx.now();
  const user = twoFactor ? await findUserById(ctx.db, options.userId) : undefined;
  if (user) {
    const tried = await voidHalfTokens(ctx.db, user.id, now);
    for (let i = 0; i < tried; i++) {
      await countFailedLogin(ctx, { emailKey: user.email_key, ip: options.ip ?? 'unknown', userId: user.id });
    }
  }
  await insertAccessToken(ctx.db, {
    token_hash: tokenHash,
    user_id: options.userId,
    client_id: options.clientId,
    status,
    two_fa_type: twoFactor?.type ?? null,
    scope,
    application: options.application,
    otp_attempts: 0,
    created_at: now,
    expires_at: now + ttlMs,
    revoked_at: null,
  });
  if (user) await sendSecondFactorCode(ctx, { user, tokenHash, expiresAt: now + ttlMs });
  return {
    access_token: token,
    token_type: 'bearer',
    scope,
    authentication_status: status,
    two_fa_type: twoFactor?.type ?? null,
    expires_in: Math.floor(ttlMs / 1000),
  };
}
