import { audit } from '../../audit/audit';
import { randomToken, sha256 } from '../../crypto/random-token';
import { clearGuard, countGuardFailure, findLoginGuard, lockGuard } from '../../db/queries/login-guards';
import {
  countDeviceFailure,
  findTrustedDevice,
  forgetTrustedDevice,
  insertTrustedDevice,
} from '../../db/queries/trusted-devices';
import type { IdentityContext } from '../../identity-context';
import {
  LOCK_MAX_MS,
  LOCK_STEP_MS,
  TRUSTED_DEVICE_FAILURES,
  TRUSTED_DEVICE_TTL_MS,
} from '../../identity-policy';

/**
 * The login guard (security issue, ASVS 6.1.1 / NIST 800-63B §5.2.2): per e-mail key — a real account
 * and an unknown address alike, so the lock tells nobody which exists — consecutive failures lock the
 * key for a while, longer each time (1 minute more per lock, at most 15). A browser that signed in to
 * the account before carries a trusted-device token: it is not held by that lock and has a budget of
 * its own, so an attacker elsewhere cannot shut the owner out (OWASP's device cookie).
 */
export type LoginAttempt = {
  /** The e-mail key tried. */
  key: string;
  ip: string;
  /** The account the key belongs to, if any (for the audit record of a lock). */
  userId?: string;
  /** The trusted-device token the browser sent, if any. */
  device?: string;
};

/** The device token of `attempt`, if it is live and belongs to the account being tried. */
export async function trustedDeviceOf(
  ctx: IdentityContext,
  attempt: LoginAttempt,
  userId: string | undefined,
): Promise<string | undefined> {
  if (!attempt.device || !userId) return undefined;
  const hash = sha256(attempt.device);
  const device = await findTrustedDevice(ctx.db, hash, ctx.now());
  return device && device.user_id === userId && device.failures < TRUSTED_DEVICE_FAILURES ? hash : undefined;
}

/** Whether the key is locked now for a browser the account does not trust. */
export async function isLocked(ctx: IdentityContext, key: string): Promise<boolean> {
  const guard = await findLoginGuard(ctx.db, key);
  return guard?.locked_until != null && guard.locked_until > ctx.now();
}

/**
 * Counts a failed login (a wrong password, or a second-factor step voided by wrong codes) toward the
 * captcha gate and, from an untrusted browser, the lock; from a trusted one, toward its own budget.
 */
export async function recordLoginFailure(
  ctx: IdentityContext,
  attempt: LoginAttempt,
  trustedDevice?: string,
): Promise<void> {
  const now = ctx.now();
  await ctx.limits.increment('loginFailuresByIp', attempt.ip);
  if (trustedDevice) {
    if ((await countDeviceFailure(ctx.db, trustedDevice)) >= TRUSTED_DEVICE_FAILURES) {
      await forgetTrustedDevice(ctx.db, trustedDevice);
    }
    return;
  }
  await ctx.limits.increment('loginFailuresByEmail', attempt.key);
  const guard = await countGuardFailure(ctx.db, attempt.key, now);
  const lockAfter = ctx.config.abuse.lockAfterFailedLogins;
  if (guard.failures >= lockAfter) {
    const lasts = Math.min(LOCK_STEP_MS * (guard.lockouts + 1), LOCK_MAX_MS);
    await lockGuard(ctx.db, attempt.key, lockAfter, now + lasts, now);
    audit(ctx, 'account.locked', { accountId: attempt.userId ?? null, lockedUntil: now + lasts });
  }
}

/** A finished login forgets the key's failures, its locks and the captcha counter. */
export async function recordLoginSuccess(ctx: IdentityContext, key: string): Promise<void> {
  await clearGuard(ctx.db, key);
  await ctx.limits.reset('loginFailuresByEmail', key);
}

/** A new trusted-device token for the browser that just signed in to `userId`. */
export async function trustDevice(ctx: IdentityContext, userId: string): Promise<string> {
  const token = randomToken();
  const now = ctx.now();
  await insertTrustedDevice(ctx.db, {
    token_hash: sha256(token),
    user_id: userId,
    failures: 0,
    created_at: now,
    expires_at: now + TRUSTED_DEVICE_TTL_MS,
  });
  return token;
}
