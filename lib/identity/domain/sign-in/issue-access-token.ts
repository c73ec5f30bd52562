import { randomUUID } from 'node:crypto';

import type { TAuthenticationStatus, TTokenAnswer } from '../../../schemas/oauth';
import type { TSignInMethod } from '../../../schemas/sessions';
import { randomToken, sha256 } from '../../crypto/random-token';
import { insertAccessToken, voidHalfTokens } from '../../db/queries/access-tokens';
import { countSignIns } from '../../db/queries/sign-in-history';
import { findActiveTwoFactor } from '../../db/queries/two-fa-tokens';
import { findUserById } from '../../db/queries/users';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import { PENDING_TOKEN_SCOPE, TOKEN_SCOPE, TWO_FACTOR_PENDING_TTL_MS } from '../../identity-policy';
import { alertNewDevice } from '../sessions/alert-new-device';
import { coarsePlace } from '../sessions/coarse-place';
import { recordSignIn, USER_AGENT_MAX_LENGTH } from '../sessions/record-sign-in';
import { recordLoginFailure, trustDevice } from './login-guard';
import { sendSecondFactorCode } from './verify-second-factor';

export type { TTokenAnswer as TokenAnswer } from '../../../schemas/oauth';

export type IssueAccessTokenOptions = {
  userId: string;
  clientId: string;
  application: string | null;
  /** The caller's address: a half login voided by this one is a failed login from here. */
  ip?: string;
  /** Skip the second-factor step (the factor was just checked). */
  secondFactorDone?: boolean;
  /** A finished login from a browser: hand it a trusted-device token (login-guard.ts). */
  trustDevice?: boolean;
  /** A linked product's token: the portal session it comes from, which it never outlives. */
  parent?: { tokenHash: string; expiresAt: number };
  /**
   * The token goes to a client bound to a product group: a linked product's token, though no session
   * minted it — refused by every portal operation, revoked by the owner's portal logout.
   */
  productClient?: boolean;
  /**
   * The holder just proved who they are with the password (and the factor, once it is done): the
   * session starts with a proof for step-up. A QR login proves a signed-in phone, not the password.
   */
  passwordProved?: boolean;
  /** The trusted browser (its device token's hash) the login came through: its own code budget. */
  deviceHash?: string;
  /**
   * A sign-in by a browser or app: once it is complete, the session is a device of the security centre
   * (how it signed in, its User-Agent, a coarse network) and the sign-in joins the owner's history.
   */
  signIn?: { method: TSignInMethod; userAgent: string | null };
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
  // Every grant ends here: a suspended account gets no token by any path (a second factor, a QR code,
  // a product's exchange), even one that began before the suspension.
  const owner = await findUserById(ctx.db, options.userId);
  if (!owner || owner.suspended_at !== null) {
    throw new IdentityError('user_account_locked', { description: 'The account is suspended' });
  }
  const twoFactor = options.secondFactorDone ? undefined : await findActiveTwoFactor(ctx.db, options.userId);
  const status: TAuthenticationStatus = twoFactor ? 'TWO_FACTOR_AUTHENTICATION' : 'SUCCESS';
  const now = ctx.now();
  const fullTtlMs = twoFactor ? TWO_FACTOR_PENDING_TTL_MS : ctx.config.tokenTtlS * 1000;
  const ttlMs = options.parent ? Math.min(fullTtlMs, options.parent.expiresAt - now) : fullTtlMs;
  const scope = twoFactor ? PENDING_TOKEN_SCOPE : TOKEN_SCOPE;
  const token = randomToken();
  const tokenHash = sha256(token);
  const user = twoFactor ? owner : undefined;
  // A finished portal sign-in is a device; a half login is not yet, a product's token never is.
  const device =
    status === 'SUCCESS' && !options.parent && !options.productClient ? options.signIn : undefined;
  const place = device ? coarsePlace(options.ip) : null;
  if (user) {
    const tried = await voidHalfTokens(ctx.db, user.id, now);
    for (let i = 0; i < tried; i++) {
      await recordLoginFailure(ctx, { key: user.email_key, ip: options.ip ?? 'unknown' });
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
    parent_hash: options.parent?.tokenHash ?? null,
    authenticated_at: options.passwordProved ? now : null,
    product: options.parent || options.productClient ? 1 : 0,
    device_hash: options.deviceHash ?? null,
    session_id: device ? randomUUID() : null,
    user_agent: device?.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
    place,
    sign_in_method: device?.method ?? null,
    last_seen_at: device ? now : null,
  });
  if (device) {
    // A browser without this account's trusted-device token is new to it; the first sign-in after
    // registration is no news to the owner.
    const news = !options.deviceHash && (await countSignIns(ctx.db, options.userId)) > 0;
    await recordSignIn(ctx, {
      userId: options.userId,
      method: device.method,
      userAgent: device.userAgent,
      place,
    });
    if (news) await alertNewDevice(ctx, owner, { userAgent: device.userAgent, at: now });
  }
  if (user) {
    await sendSecondFactorCode(ctx, {
      user,
      tokenHash,
      expiresAt: now + ttlMs,
      deviceHash: options.deviceHash ?? null,
    });
  }
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
