import { requireCaptcha } from '../captcha/require-captcha';
import { verifyAgainstDummy, verifyPassword } from '../crypto/password-hash';
import { findUserByEmailKey } from '../db/queries/users';
import type { IdentityContext } from '../identity-context';
import { IdentityError } from '../identity-error';
import { parseApplication } from './applications';
import { countFailedLogin } from './count-failed-login';
import { emailKey } from './email-key';
import {
  LOCK_AFTER_FAILED_LOGINS,
  LOGIN_CAPTCHA_AFTER_EMAIL_FAILURES,
  LOGIN_CAPTCHA_AFTER_IP_FAILURES,
} from './identity-policy';
import { issueAccessToken, type TokenAnswer } from './issue-access-token';
import { resetFailedLogins } from './reset-failed-logins';

export type PasswordGrantInput = {
  clientId: string;
  username: string;
  password: string;
  application?: string;
  captcha?: string;
  ip: string;
};

/** `grant_type=password`: captcha gate, password, then lock and confirmation state — in that order. */
export async function issuePasswordToken(
  ctx: IdentityContext,
  input: PasswordGrantInput,
): Promise<TokenAnswer> {
  await ctx.limits.consume('token', input.ip);
  const key = emailKey(input.username);
  const application = parseApplication(input.application);
  const [byEmail, byIp] = await Promise.all([
    ctx.limits.count('loginFailuresByEmail', key),
    ctx.limits.count('loginFailuresByIp', input.ip),
  ]);
  if (byEmail >= LOGIN_CAPTCHA_AFTER_EMAIL_FAILURES || byIp >= LOGIN_CAPTCHA_AFTER_IP_FAILURES) {
    await requireCaptcha(ctx, input.captcha, input.ip);
  }

  const user = key ? await findUserByEmailKey(ctx.db, key) : undefined;
  // A locked account answers "locked" whatever the password, so guessing on past the lock learns
  // nothing; an unknown address that has failed as often answers the same (no enumeration).
  if (user ? user.locked_at !== null : byEmail >= LOCK_AFTER_FAILED_LOGINS) {
    await verifyAgainstDummy(input.password);
    throw new IdentityError('user_account_locked', { description: 'User account is locked' });
  }
  const passwordOk = user
    ? await verifyPassword(user.password_hash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !passwordOk) {
    await countFailedLogin(ctx, { emailKey: key, ip: input.ip, userId: user?.id });
    throw new IdentityError('bad_credentials', { description: 'Bad credentials' });
  }
  // Only someone who knows the password learns that the account is unconfirmed.
  if (user.email_confirmed_at === null)
    throw new IdentityError('user_disabled', { description: 'User is disabled' });

  const answer = await issueAccessToken(ctx, {
    userId: user.id,
    clientId: input.clientId,
    application,
    ip: input.ip,
  });
  // With a second factor due, the login is not finished: its failures stay counted until it is.
  if (answer.authentication_status === 'SUCCESS')
    await resetFailedLogins(ctx, { userId: user.id, emailKey: key });
  return answer;
}
