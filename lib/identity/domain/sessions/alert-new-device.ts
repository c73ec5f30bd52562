import { userAgentParts } from '../../../http/describe-user-agent';
import { supportedLocale } from '../../../i18n/locales';
import { randomToken, sha256 } from '../../crypto/random-token';
import { insertCode } from '../../db/queries/codes';
import { insertOutboxMail } from '../../db/queries/mail-outbox';
import { findActiveTwoFactor } from '../../db/queries/two-fa-tokens';
import type { User } from '../../db/queries/users';
import type { IdentityContext } from '../../identity-context';
import { NOT_ME_CODE_TTL_MS } from '../../identity-policy';
import { escapeHtml, mailHtml } from '../../mail/render-mail';
import { newDeviceTexts } from '../../notify/new-device-texts';
import { securityTexts } from '../../notify/texts';

/**
 * Tells the owner that a browser the account had not seen signed in: by mail, and through the bot when
 * Telegram is their second factor, in their language, naming browser, system and time, with a "Not me"
 * link. The link opens a page that asks for no secret (an alert that does is phishing's pattern).
 */
export async function alertNewDevice(
  ctx: IdentityContext,
  user: User,
  input: { userAgent: string | null; at: number },
): Promise<void> {
  const locale = supportedLocale(user.language);
  const t = newDeviceTexts(locale);
  const { browser, system } = userAgentParts(input.userAgent);
  const time = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(input.at));
  const code = randomToken();
  await insertCode(ctx.db, {
    codeHash: sha256(code),
    kind: 'not_me',
    userId: user.id,
    application: null,
    now: input.at,
    ttlMs: NOT_ME_CODE_TTL_MS,
  });
  const link = `${ctx.config.appUrl}/${locale}/not-me/${code}`;
  const intro = t.intro(browser ?? t.unknown, system ?? t.unknown, time);
  const common = securityTexts(locale);
  const greeting = common.greeting(user.first_name);
  const supportEmail = ctx.config.supportEmail;
  const text = [
    greeting,
    '',
    intro,
    '',
    t.ifYou,
    t.explain,
    `${t.action}: ${link}`,
    '',
    common.signature,
    supportEmail,
  ];
  const html = mailHtml({
    language: locale,
    subject: t.subject,
    greeting,
    paragraphs: [
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${escapeHtml(t.ifYou)}<br>${escapeHtml(t.explain)}</p>`,
      `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#b42318;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(t.action)}</a></p>`,
      `<p style="font-size:13px;color:#555">${escapeHtml(link)}</p>`,
    ],
    signature: common.signature,
    supportEmail,
  });
  await insertOutboxMail(
    ctx.db,
    { recipient: user.email, subject: t.subject, text: text.join('\n'), html },
    input.at,
  );
  void ctx.mailer.kick();
  const active = await findActiveTwoFactor(ctx.db, user.id);
  if (active?.type === 'TELEGRAM' && active.data && ctx.telegram) {
    try {
      await ctx.telegram.send(active.data, [intro, t.explain, `${t.action}: ${link}`].join('\n'));
    } catch (error) {
      ctx.log.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'telegram alert not sent',
      );
    }
  }
}
