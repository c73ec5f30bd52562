import { findUserByEmailKey } from '../../db/queries/users';
import type { IdentityContext } from '../../identity-context';
import { NO_ENUMERATION_ANSWER_MS } from '../../identity-policy';
import { emailKey } from '../accounts/email-key';
import { recoveryMailAllowed } from '../passwords/recovery-mail-gate';
import { queueCodeMailNow } from '../two-factor/queue-code-mail';
import { answerNoSooner } from './answer-no-sooner';

/**
 * `POST /v1/login/unlock`: mails the account's address a single-use, 15-minute link that lets the
 * browser opening it past the login lock (redeem-unlock-link.ts). Answers alike, and no sooner, whether
 * or not the address has an account; the mail draws on the recovery mails' budget (per address and
 * requester, a captcha once an address was asked for often), so nobody can starve the owner of it.
 */
export async function requestUnlockLink(
  ctx: IdentityContext,
  input: { email: string; captcha?: string; ip: string },
): Promise<void> {
  const startedAt = Date.now();
  await ctx.limits.consume('unlockRequest', input.ip);
  const key = emailKey(input.email);
  const allowed = await recoveryMailAllowed(ctx, { key, ip: input.ip, captcha: input.captcha });
  const user = await findUserByEmailKey(ctx.db, key);
  if (user && allowed) {
    await queueCodeMailNow(ctx, { kind: 'unlock_login', user, application: null });
  }
  await answerNoSooner(startedAt, NO_ENUMERATION_ANSWER_MS);
}
