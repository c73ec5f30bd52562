import { audit } from '../../audit/audit';
import { requireCaptcha } from '../../captcha/require-captcha';
import { ensurePasswordCapacity, hashPassword, needsRehash } from '../../crypto/password-hash';
import { findUserByEmailKey, upgradePasswordHash } from '../../db/queries/users';
import type { IdentityContext } from '../../identity-context';
import { IdentityError, isIdentityError } from '../../identity-error';
import { emailKey } from '../accounts/email-key';
import { recordFailedSignIn, signInOf } from '../sessions/record-sign-in';
import { parseApplication } from '../tokens/applications';
import { checkLoginPassword } from './check-login-password';
import { issueAccessToken, type TokenAnswer } from './issue-access-token';
import { isLocked, recordLoginFailure, recordLoginSuccess, trustedDeviceOf } from './login-guard';

export type PasswordGrantInput = {
  clientId: string;
  username: string;
  password: string;
  application?: string;
  captcha?: string;
  /** The trusted-device token of the browser, when it signed in to this account before. */
  device?: string;
  /** The client is bound to a product group: the token is a linked product's (issue-access-token.ts). */
  productClient?: boolean;
  ip: string;
  /** The browser's User-Agent (the BFF forwards it): what the security centre shows of the device. */
  userAgent?: string | null;
};

/**
 * `grant_type=password`: captcha gate, lock, password, then confirmation state — in that order, and
 * the same work and answers for an unknown address as for a real one (see login-guard.ts).
 */
export async function issuePasswordToken(
  ctx: IdentityContext,
  input: PasswordGrantInput,
): Promise<TokenAnswer> {
  await ctx.limits.consume('token', input.ip);
  ensurePasswordCapacity();
  const key = emailKey(input.username);
  const application = parseApplication(input.application);
  const user = key ? await findUserByEmailKey(ctx.db, key) : undefined;
  const attempt = { key, ip: input.ip, device: input.device, userId: user?.id };
  const accountId = user?.id ?? null;
  const trusted = await trustedDeviceOf(ctx, attempt, user?.id);
  const [byEmail, byIp] = await Promise.all([
    trusted ? 0 : ctx.limits.count('loginFailuresByEmail', key),
    ctx.limits.count('loginFailuresByIp', input.ip),
  ]);
  const { abuse } = ctx.config;
  if (
    byEmail >= abuse.captchaAfterLoginFailuresPerEmail ||
    byIp >= abuse.captchaAfterLoginFailuresPerAddress
  ) {
    try {
      await requireCaptcha(ctx, input.captcha, input.ip);
    } catch (error) {
      if (isIdentityError(error)) audit(ctx, 'login.captcha_required', { accountId, reason: error.code });
      throw error;
    }
  }
  // While locked, "locked" is the answer whatever the password, after the same work as a check.
  if (!trusted && (await isLocked(ctx, key))) {
    await checkLoginPassword(ctx, undefined, input.password);
    audit(ctx, 'login.failure', { accountId, reason: 'user_account_locked' });
    throw new IdentityError('user_account_locked', { description: 'User account is locked' });
  }
  const passwordOk = await checkLoginPassword(ctx, user?.password_hash, input.password);
  if (!user || !passwordOk) {
    audit(ctx, 'login.failure', { accountId, reason: 'bad_credentials' });
    await recordLoginFailure(ctx, attempt, trusted);
    if (user) await recordFailedSignIn(ctx, signInOf(user.id, 'password', input));
    throw new IdentityError('bad_credentials', { description: 'Bad credentials' });
  }
  // An imported user's old hash (bcrypt, scrypt, …) becomes our argon2id now that we hold the password.
  // A full hashing queue only postpones that to a later login.
  if (needsRehash(user.password_hash)) {
    const upgraded = await hashPassword(input.password).catch(() => undefined);
    if (upgraded) await upgradePasswordHash(ctx.db, user.id, user.password_hash, upgraded);
  }
  // Only someone who knows the password learns that the account is unconfirmed.
  if (user.email_confirmed_at === null) {
    audit(ctx, 'login.failure', { accountId, reason: 'user_disabled' });
    throw new IdentityError('user_disabled', { description: 'User is disabled' });
  }
  // Likewise a suspension: the locked-account answer, whose popup sends the owner to support.
  if (user.suspended_at !== null) {
    audit(ctx, 'login.failure', { accountId, reason: 'account_suspended' });
    throw new IdentityError('user_account_locked', { description: 'The account is suspended' });
  }

  // A deletion in its grace period: only the mailed cancel link brings the account back.
  if (user.deletion_due_at !== null) {
    audit(ctx, 'login.failure', { accountId, reason: 'account_deletion_pending' });
    throw new IdentityError('account_deletion_pending', {
      description: 'The account is being deleted; the link in the mail cancels that',
    });
  }

  // "Not me" on a new-device alert: the password may be the intruder's knowledge too.
  if (user.password_reset_required === 1) {
    audit(ctx, 'login.failure', { accountId, reason: 'password_reset_required' });
    throw new IdentityError('password_reset_required', { description: 'Set a new password first' });
  }

  const answer = await issueAccessToken(ctx, {
    userId: user.id,
    clientId: input.clientId,
    application,
    ip: input.ip,
    trustDevice: true,
    productClient: input.productClient,
    passwordProved: true,
    deviceHash: trusted,
    signIn: { method: 'password', userAgent: input.userAgent ?? null },
  });
  // With a second factor due, the login is not finished: its failures stay counted until it is.
  if (answer.authentication_status === 'SUCCESS') {
    await recordLoginSuccess(ctx, key);
    audit(ctx, 'login.success', { accountId, method: 'password' });
  }
  return answer;
}
