import { countCodesSince } from '../db/queries/codes';
import { findUserByEmailKey } from '../db/queries/users';
import type { IdentityContext } from '../identity-context';
import { parseApplication } from './applications';
import { answerNoSooner } from './answer-no-sooner';
import { emailKey } from './email-key';
import { MAIL_CODES_PER_DAY, NO_ENUMERATION_ANSWER_MS } from './identity-policy';
import { queueCodeMail } from './queue-code-mail';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `POST /v1/password/reset`: mails a one-hour link if the account exists; answers alike either way. */
export async function requestPasswordReset(
  ctx: IdentityContext,
  input: { email: string; application?: string; ip: string },
): Promise<void> {
  const startedAt = Date.now();
  await ctx.limits.consume('resetRequest', input.ip);
  const key = emailKey(input.email);
  await ctx.limits.consume('mailPerEmail', key);
  await ctx.limits.consume('mailPerEmailDaily', key);
  const application = parseApplication(input.application);
  const now = ctx.now();
  const user = await findUserByEmailKey(ctx.db, key);
  if (user) {
    const recent = await countCodesSince(ctx.db, user.id, 'reset_password', now - DAY_MS);
    if (recent < MAIL_CODES_PER_DAY) {
      await ctx.db
        .transaction()
        .execute((trx) => queueCodeMail(trx, ctx.config, { kind: 'reset_password', user, application, now }));
      void ctx.mailer.kick();
    }
  }
  await answerNoSooner(startedAt, NO_ENUMERATION_ANSWER_MS);
}
