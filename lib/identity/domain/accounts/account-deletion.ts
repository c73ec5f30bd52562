import { supportedLocale } from '../../../i18n/locales';
import { audit } from '../../audit/audit';
import { randomToken, sha256 } from '../../crypto/random-token';
import { voidHalfTokens } from '../../db/queries/access-tokens';
import { consumeCode, insertCode } from '../../db/queries/codes';
import { insertOutboxMail } from '../../db/queries/mail-outbox';
import { voidApprovedQrLogins } from '../../db/queries/qr-logins';
import { forgetUserDevices } from '../../db/queries/trusted-devices';
import { findActiveTwoFactor } from '../../db/queries/two-fa-tokens';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import { escapeHtml, mailHtml } from '../../mail/render-mail';
import { deletionTexts } from '../../notify/deletion-texts';
import { securityTexts } from '../../notify/texts';
import { kickProductOutboxes } from '../../oidc/end-sessions';
import { endSessions } from '../sessions/end-sessions';
import type { BearerSession } from '../tokens/authenticate-bearer';
import { emailKey } from './email-key';

/**
 * "Delete my account" (security centre, GDPR art. 17). The owner types their e-mail (a deliberate act, not
 * a stray click); every session and product token ends at once, and the account is erased after the grace
 * period the operator sets (ACCOUNT_DELETION_GRACE_DAYS) unless the mailed link cancels it. Meanwhile it
 * cannot sign in. Returns when the erasure is due.
 */
export async function requestAccountDeletion(
  ctx: IdentityContext,
  session: BearerSession,
  input: { email: string },
): Promise<{ erasedAt: number }> {
  const user = session.user;
  if (emailKey(input.email) !== user.email_key) {
    throw new IdentityError('validation_error', {
      fields: { email: ['invalid_value'] },
    });
  }
  const now = ctx.now();
  const dueAt = now + ctx.config.accountDeletionGraceMs;
  const code = randomToken();
  const locale = supportedLocale(user.language);
  const t = deletionTexts(locale);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(dueAt),
  );
  const link = `${ctx.config.appUrl}/${locale}/cancel-deletion/${code}`;
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ deletion_due_at: dueAt, updated_at: now })
      .where('id', '=', user.id)
      .execute();
    await voidHalfTokens(trx, user.id, now);
    await forgetUserDevices(trx, user.id);
    await voidApprovedQrLogins(trx, user.id, now);
    await endSessions(ctx, user.id, { kind: 'all' }, trx);
    await insertCode(trx, {
      codeHash: sha256(code),
      kind: 'cancel_deletion',
      userId: user.id,
      application: null,
      now,
      ttlMs: ctx.config.accountDeletionGraceMs,
    });
    const common = securityTexts(locale);
    const greeting = common.greeting(user.first_name);
    const supportEmail = ctx.config.supportEmail;
    const text = [greeting, '', t.intro(date), '', t.explain, `${t.action}: ${link}`, '', common.signature];
    const html = mailHtml({
      language: locale,
      subject: t.subject,
      greeting,
      paragraphs: [
        `<p>${escapeHtml(t.intro(date))}</p>`,
        `<p>${escapeHtml(t.explain)}</p>`,
        `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(t.action)}</a></p>`,
        `<p style="font-size:13px;color:#555">${escapeHtml(link)}</p>`,
      ],
      signature: common.signature,
      supportEmail,
    });
    await insertOutboxMail(
      trx,
      { recipient: user.email, subject: t.subject, text: [...text, supportEmail].join('\n'), html },
      now,
    );
  });
  kickProductOutboxes(ctx);
  void ctx.mailer.kick();
  // The bot too when Telegram is the second factor, as other security notices go: an owner who did not ask
  // for this reads it where they look first. Best effort; the mail is what they are sure to get.
  const active = await findActiveTwoFactor(ctx.db, user.id);
  if (active?.type === 'TELEGRAM' && active.data && ctx.telegram) {
    try {
      await ctx.telegram.send(active.data, [t.intro(date), t.explain, `${t.action}: ${link}`].join('\n'));
    } catch (error) {
      ctx.log.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'telegram deletion notice not sent',
      );
    }
  }
  audit(ctx, 'account.deletion_requested', { accountId: user.id });
  return { erasedAt: dueAt };
}

/**
 * The mailed cancel link: the account is whole again (its sessions stay ended; the owner signs in or resets
 * the password). The link works once and only during the grace period.
 */
export async function cancelAccountDeletion(
  ctx: IdentityContext,
  input: { code: string; ip: string },
): Promise<void> {
  await ctx.limits.consume('code', input.ip);
  const now = ctx.now();
  const userId = await ctx.db.transaction().execute(async (trx) => {
    const used = await consumeCode(trx, sha256(input.code), 'cancel_deletion', now);
    if (!used) return null;
    const restored = await trx
      .updateTable('users')
      .set({ deletion_due_at: null, updated_at: now })
      .where('id', '=', used.user_id)
      .where('deletion_due_at', 'is not', null)
      .executeTakeFirst();
    return restored.numUpdatedRows > 0n ? used.user_id : null;
  });
  if (!userId) throw new IdentityError('invalid_confirmation_code');
  audit(ctx, 'account.deletion_cancelled', { accountId: userId });
}
