import { findUserByEmailKey } from '../../db/queries/users';
import type { IdentityContext } from '../../identity-context';
import { NO_ENUMERATION_ANSWER_MS } from '../../identity-policy';
import { recoveryMailAllowed } from '../passwords/recovery-mail-gate';
import { answerNoSooner } from '../sign-in/answer-no-sooner';
import { parseApplication } from '../tokens/applications';
import { queueCodeMailNow } from '../two-factor/queue-code-mail';
import { emailKey } from './email-key';

/**
 * `POST /v1/registration/confirm/resend`: a new link for an unconfirmed account. The answer is the
 * same, and comes no sooner, whether or not such an account exists.
 */
export async function resendConfirmation(
  ctx: IdentityContext,
  input: { email: string; application?: string; captcha?: string; ip: string },
): Promise<void> {
  const startedAt = Date.now();
  await ctx.limits.consume('resend', input.ip);
  const key = emailKey(input.email);
  const application = parseApplication(input.application);
  const allowed = await recoveryMailAllowed(ctx, { key, ip: input.ip, captcha: input.captcha });
  const user = await findUserByEmailKey(ctx.db, key);
  if (user && user.email_confirmed_at === null && allowed) {
    await queueCodeMailNow(ctx, {
      kind: 'confirm_email',
      user,
      application: application ?? user.application,
    });
  }
  await answerNoSooner(startedAt, NO_ENUMERATION_ANSWER_MS);
}
