import { requireCaptcha } from '../../captcha/require-captcha';
import { findUserByEmailKey, type User } from '../../db/queries/users';
import type { IdentityContext } from '../../identity-context';
import {
  NO_ENUMERATION_ANSWER_MS,
  RECOVERY_CAPTCHA_AFTER,
  RECOVERY_MAILS_PER_ADDRESS,
} from '../../identity-policy';
import type { LimitName } from '../../rate-limit/rate-limit-policy';
import { emailKey } from '../accounts/email-key';
import { answerNoSooner } from '../sign-in/answer-no-sooner';
import { parseApplication } from '../tokens/applications';
import { queueCodeMailNow, type MailedCodeKind } from '../two-factor/queue-code-mail';

/** A request for a recovery mail (reset link, confirmation link), as the caller sent it. */
export type RecoveryMailRequest = {
  email: string;
  application?: string;
  captcha?: string;
  ip: string;
  /** The interface language of the request; unset: the account's. */
  language?: string;
};

/** What one kind of recovery mail decides for itself. */
export type RecoveryMailRule = {
  /** The per-address limit the request counts against. */
  limit: LimitName;
  kind: MailedCodeKind;
  /** Whether this account is one the mail is for. */
  wanted(user: User): boolean;
  /** The linked product the link returns to when the request names none. */
  defaultApplication(user: User): string | null;
};

/**
 * Mails a recovery link if an account it is for exists. The answer is the same, and comes no sooner,
 * whether or not such an account exists and whether or not a mail went out — no enumeration.
 */
export async function sendRecoveryMail(
  ctx: IdentityContext,
  input: RecoveryMailRequest,
  rule: RecoveryMailRule,
): Promise<void> {
  const startedAt = Date.now();
  await ctx.limits.consume(rule.limit, input.ip);
  const key = emailKey(input.email);
  const application = parseApplication(input.application);
  const allowed = await recoveryMailAllowed(ctx, { key, ip: input.ip, captcha: input.captcha });
  const user = await findUserByEmailKey(ctx.db, key);
  if (user && rule.wanted(user) && allowed) {
    await queueCodeMailNow(ctx, {
      kind: rule.kind,
      user,
      application: application ?? rule.defaultApplication(user),
      language: input.language,
    });
  }
  await answerNoSooner(startedAt, NO_ENUMERATION_ANSWER_MS);
}

/**
 * Whether a recovery mail may go out for `key` to a request from `ip` (security issue: a lock must
 * not starve recovery). The daily budget is counted per requesting address, so an attacker spends
 * only their own; once a key was asked for often in a day, everyone solves a captcha first. Both
 * counters count known and unknown addresses alike.
 */
async function recoveryMailAllowed(
  ctx: IdentityContext,
  input: { key: string; ip: string; captcha?: string },
): Promise<boolean> {
  if ((await ctx.limits.count('recoveryRequestsByKey', input.key)) >= RECOVERY_CAPTCHA_AFTER) {
    await requireCaptcha(ctx, input.captcha, input.ip);
  }
  await ctx.limits.increment('recoveryRequestsByKey', input.key);
  const pair = `${input.key} ${input.ip}`;
  const sentFromHere = await ctx.limits.count('recoveryMailsByKeyAndAddress', pair);
  await ctx.limits.increment('recoveryMailsByKeyAndAddress', pair);
  return sentFromHere < RECOVERY_MAILS_PER_ADDRESS;
}
