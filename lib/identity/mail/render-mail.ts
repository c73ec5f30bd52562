import { directionOf, supportedLocale } from '../../i18n/locales';
import { mailText, type MailKind } from './mail-texts';

export type RenderedMail = { subject: string; text: string; html: string };

export type RenderMailOptions = {
  kind: MailKind;
  language: string;
  firstName: string;
  appUrl: string;
  code: string;
  supportEmail: string;
};

const LINK_PATHS: Record<MailKind, string> = {
  confirmEmail: 'confirmation',
  resetPassword: 'password/reset',
  unlockLogin: 'login/unlock',
};

/** `APP_URL/{locale}/confirmation/{code}` or `APP_URL/{locale}/password/reset/{code}`. */
export function mailLink(kind: MailKind, appUrl: string, language: string, code: string): string {
  return `${appUrl}/${supportedLocale(language)}/${LINK_PATHS[kind]}/${encodeURIComponent(code)}`;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The HTML part every mail of the portal shares: the page in the mail's language and direction, the
 * greeting, `paragraphs` (HTML, escaped by the caller), and the signature with the support address.
 */
export function mailHtml(mail: {
  language: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  signature: string;
  supportEmail: string;
}): string {
  const locale = supportedLocale(mail.language);
  return [
    '<!doctype html>',
    `<html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1b1b1b;line-height:1.5">',
    `<p>${escapeHtml(mail.greeting)}</p>`,
    ...mail.paragraphs,
    `<p>${escapeHtml(mail.signature)}<br><a href="mailto:${escapeHtml(mail.supportEmail)}">${escapeHtml(mail.supportEmail)}</a></p>`,
    '</body></html>',
  ].join('\n');
}

export function renderMail(options: RenderMailOptions): RenderedMail {
  const t = mailText(options.kind, options.language);
  const link = mailLink(options.kind, options.appUrl, options.language, options.code);
  const greeting = t.greeting(options.firstName);
  const text = [
    greeting,
    '',
    t.intro,
    '',
    `${t.action}: ${link}`,
    '',
    t.expiry,
    t.ignore,
    '',
    t.signature,
    options.supportEmail,
  ].join('\n');
  const html = mailHtml({
    language: options.language,
    subject: t.subject,
    greeting,
    paragraphs: [
      `<p>${escapeHtml(t.intro)}</p>`,
      `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1f4fd1;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(t.action)}</a></p>`,
      `<p style="font-size:13px;color:#555">${escapeHtml(link)}</p>`,
      `<p>${escapeHtml(t.expiry)}<br>${escapeHtml(t.ignore)}</p>`,
    ],
    signature: t.signature,
    supportEmail: options.supportEmail,
  });
  return { subject: t.subject, text, html };
}
