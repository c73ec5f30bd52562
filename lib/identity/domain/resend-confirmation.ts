import { countCodesSince } from '../db/queries/codes';
import { findUserByEmailKey } from '../db/queries/users';
import type { IdentityContext } from '../identity-context';
import { parseApplication } from './applications';
import { answerNoSooner } from './answer-no-sooner';
import { emailKey } from './email-key';
import { MAIL_CODES_PER_DAY, NO_ENUMERATION_ANSWER_MS } from './identity-policy';
import { queueCodeMail } from './queue-code-mail';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `POST /v1/registration/confirm/resend`: a new link for an unconfirmed account. The answer is the
 * same, and comes no sooner, whether or not such an account exists.
 */
export async function resendConfirmation(
  ctx: IdentityContext,
  input: { email: string; application?: string; ip: string },
): Promise<void> {
  const startedAt = Date.now();
  await ctx.limits.consume('resend', input.ip);
  const key = emailKey(input.email);
  await ctx.limits.consume('mailPerEmail', key);
  await ctx.limits.consume('mailPerEmailDaily', key);
  const application = parseApplication(input.application);
  const now = ctx.now();
  const user = await findUserByEmailKey(ctx.db, key);
  if (user && user.email_confirmed_at === null) {
    const recent = await countCodesSince(ctx.db, user.id, 'confirm_email', now - DAY_MS);
    if (recent < MAIL_CODES_PER_DAY) {
      await ctx.db.transaction().execute((trx) =>
        queueCodeMail(trx, ctx.config, {
          kind: 'confirm_email',
          user,
          application: application ?? user.application,
          now,
        }),
      );
      void ctx.mailer.kick();
    }
  }
  await answerNoSooner(startedAt, NO_ENUMERATION_ANSWER_MS);
}
