import { requireCaptcha } from '../../captcha/require-captcha';
import type { IdentityContext } from '../../identity-context';
import { RECOVERY_CAPTCHA_AFTER, RECOVERY_MAILS_PER_ADDRESS } from '../../identity-policy';

/**
 * Whether a recovery mail (reset link, confirmation link) may go out for `key` to a request from `ip`
 * (security issue: a lock must not starve recovery). The daily budget is counted per requesting
 * address, so an attacker spends only their own; once a key was asked for often in a day, everyone
 * solves a captcha first. Both counters count known and unknown addresses alike, and the answer to the
 * caller is the same whether or not a mail goes out — no enumeration.
 */
export async function recoveryMailAllowed(
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
