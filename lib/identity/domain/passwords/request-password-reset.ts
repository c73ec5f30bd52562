import { findUserByEmailKey } from '../../db/queries/users';
import type { IdentityContext } from '../../identity-context';
import { NO_ENUMERATION_ANSWER_MS } from '../../identity-policy';
import { emailKey } from '../accounts/email-key';
import { answerNoSooner } from '../sign-in/answer-no-sooner';
import { parseApplication } from '../tokens/applications';
import { queueCodeMailNow } from '../two-factor/queue-code-mail';
import { recoveryMailAllowed } from './recovery-mail-gate';

/** `POST /v1/password/reset`: mails a one-hour link if the account exists; answers alike either way. */
export async function requestPasswordReset(
  ctx: IdentityContext,
  input: { email: string; application?: string; captcha?: string; ip: string },
): Promise<void> {
  const startedAt = Date.now();
  await ctx.limits.consume('resetRequest', input.ip);
  const key = emailKey(input.email);
  const application = parseApplication(input.application);
  const allowed = await recoveryMailAllowed(ctx, { key, ip: input.ip, captcha: input.captcha });
  const user = await findUserByEmailKey(ctx.db, key);
  if (user && allowed) {
    await queueCodeMailNow(ctx, { kind: 'reset_password', user, application: application ?? null });
  }
  await answerNoSooner(startedAt, NO_ENUMERATION_ANSWER_MS);
}
