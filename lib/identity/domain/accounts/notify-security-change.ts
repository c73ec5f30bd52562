import type { Kysely } from 'kysely';

import type { Database } from '../../db/database-types';
import { insertOutboxMail } from '../../db/queries/mail-outbox';
import { findActiveTwoFactor } from '../../db/queries/two-fa-tokens';
import type { User } from '../../db/queries/users';
import type { IdentityContext } from '../../identity-context';
import { noticeLines, renderNoticeMail, type SecurityNotice } from '../../notify/security-messages';

export type { SecurityNotice };

/** The notice mail, queued in the caller's transaction so it exists exactly when the change does. */
export async function queueSecurityNotice(
  db: Kysely<Database>,
  ctx: IdentityContext,
  user: User,
  notice: SecurityNotice,
): Promise<void> {
  const mail = renderNoticeMail({
    language: user.language,
    firstName: user.first_name,
    notice,
    supportEmail: ctx.config.supportEmail,
  });
  await insertOutboxMail(db, { recipient: user.email, ...mail }, ctx.now());
}

/** The same notice through the bot, best effort: the mail is what the owner is sure to get. */
export async function sendTelegramNotice(
  ctx: IdentityContext,
  user: User,
  chatId: string,
  notice: SecurityNotice,
): Promise<void> {
  if (!ctx.telegram) return;
  try {
    await ctx.telegram.send(chatId, noticeLines(user.language, notice, ctx.config.supportEmail).join('\n'));
  } catch (error) {
    ctx.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'telegram notice not sent');
  }
}

/**
 * Tells the owner of a change to their account's security (SPEC-adjacent, DESIGN §4): by e-mail, and
 * through the bot when Telegram is their active second factor. For changes made outside a transaction.
 */
export async function notifySecurityChange(
  ctx: IdentityContext,
  user: User,
  notice: SecurityNotice,
): Promise<void> {
  const active = await findActiveTwoFactor(ctx.db, user.id);
  // A new password leaves the second factor as it is: the notice names it, so an owner who did not
  // set it up (an attacker's authenticator) notices.
  const told = notice.kind === 'password' ? { ...notice, activeMethod: active?.type ?? null } : notice;
  await queueSecurityNotice(ctx.db, ctx, user, told);
  void ctx.mailer.kick();
  if (active?.type === 'TELEGRAM' && active.data) await sendTelegramNotice(ctx, user, active.data, told);
}
