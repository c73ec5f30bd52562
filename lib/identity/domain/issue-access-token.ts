import type { TAuthenticationStatus, TTokenAnswer } from '../../schemas/oauth';
import { randomToken, sha256 } from '../crypto/random-token';
import { insertAccessToken } from '../db/queries/access-tokens';
import { findActiveTwoFactor } from '../db/queries/two-fa-tokens';
import type { IdentityContext } from '../identity-context';
import { PENDING_TOKEN_SCOPE, TOKEN_SCOPE, TWO_FACTOR_PENDING_TTL_MS } from './identity-policy';
import { trustDevice } from './login-guard';

export type { TTokenAnswer as TokenAnswer } from '../../schemas/oauth';

export type IssueAccessTokenOptions = {
  userId: string;
  clientId: string;
  application: string | null;
  /** Skip the second-factor step (the factor was just checked, or a logged-in device approved a QR login). */
  secondFactorDone?: boolean;
  /** A finished login from a browser: hand it a trusted-device token (login-guard.ts). */
  trustDevice?: boolean;
};

/** Mints an opaque token; a user with an active second factor first gets a short-lived pending one. */
export async function issueAccessToken(
  ctx: IdentityContext,
  options: IssueAccessTokenOptions,
): Promise<TTokenAnswer> {
  const twoFactor = options.secondFactorDone ? undefined : await findActiveTwoFactor(ctx.db, options.userId);
  const status: TAuthenticationStatus = twoFactor ? 'TWO_FACTOR_AUTHENTICATION' : 'SUCCESS';
  const ttlMs = twoFactor ? TWO_FACTOR_PENDING_TTL_MS : ctx.config.tokenTtlS * 1000;
  const scope = twoFactor ? PENDING_TOKEN_SCOPE : TOKEN_SCOPE;
  const token = randomToken();
  const now = ctx.now();
  await insertAccessToken(ctx.db, {
    token_hash: sha256(token),
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
  return {
    access_token: token,
    token_type: 'bearer',
    scope,
    authentication_status: status,
    two_fa_type: twoFactor?.type ?? null,
    expires_in: Math.floor(ttlMs / 1000),
    ...(options.trustDevice && status === 'SUCCESS'
      ? { device_token: await trustDevice(ctx, options.userId) }
      : {}),
  };
}
