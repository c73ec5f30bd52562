import { DEFAULT_LOCALE, directionOf, isLocale } from '../../i18n/locales';
import { OTP_TTL_MS } from '../../policy';
import type { TTwoFaType } from '../../schemas/oauth';
import type { TwoFaPurpose } from '../db/database-types';
import type { RenderedMail } from '../mail/render-mail';
import { securityTexts } from './texts';

const TTL_MINUTES = Math.round(OTP_TTL_MS / 60_000);

/** A change to an account's security that its owner is told about. */
export type SecurityNotice =
  | { kind: 'enabled'; method: TTwoFaType }
  | { kind: 'disabled'; method: TTwoFaType }
  | { kind: 'reset' }
  | { kind: 'password' }
  | { kind: 'suspended' }
  | { kind: 'reinstated' };

type Recipient = { language: string; firstName: string };

/** The lines of a one-time code message: what it is for, the code, how long, what if not you. */
export function codeLines(language: string, code: string, purpose: TwoFaPurpose): string[] {
  const t = securityTexts(language).code;
  return [t.body(code, t.purposes[purpose]), t.expiry(TTL_MINUTES), t.notYou];
}

/** The lines of a notice: what changed, and what to do if it was not the owner. */
export function noticeLines(language: string, notice: SecurityNotice, supportEmail: string): string[] {
  const t = securityTexts(language);
  // An operator's decision, not a change someone else may have made: the owner asks support why.
  if (notice.kind === 'suspended' || notice.kind === 'reinstated') {
    return [t.notices[notice.kind], t.notices.contact(supportEmail)];
  }
  const what =
    notice.kind === 'enabled'
      ? t.notices.enabled(t.methods[notice.method])
      : notice.kind === 'disabled'
        ? t.notices.disabled(t.methods[notice.method])
        : notice.kind === 'reset'
          ? t.notices.reset
          : t.notices.password;
  return [what, t.notices.notYou(supportEmail)];
}

export function noticeSubject(language: string, notice: SecurityNotice): string {
  const t = securityTexts(language).notices;
  if (notice.kind === 'enabled') return t.enabledSubject;
  if (notice.kind === 'password') return t.passwordSubject;
  if (notice.kind === 'suspended') return t.suspendedSubject;
  if (notice.kind === 'reinstated') return t.reinstatedSubject;
  return t.disabledSubject;
}

/** A one-time code by e-mail. */
export function renderCodeMail(
  to: Recipient & { code: string; purpose: TwoFaPurpose; supportEmail: string },
): RenderedMail {
  const t = securityTexts(to.language);
  return renderPlainMail(to, t.code.subject, codeLines(to.language, to.code, to.purpose), to.supportEmail);
}

/** A security notice by e-mail. */
export function renderNoticeMail(
  to: Recipient & { notice: SecurityNotice; supportEmail: string },
): RenderedMail {
  return renderPlainMail(
    to,
    noticeSubject(to.language, to.notice),
    noticeLines(to.language, to.notice, to.supportEmail),
    to.supportEmail,
  );
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function renderPlainMail(
  to: Recipient,
  subject: string,
  lines: string[],
  supportEmail: string,
): RenderedMail {
  const t = securityTexts(to.language);
  const locale = isLocale(to.language) ? to.language : DEFAULT_LOCALE;
  const greeting = t.greeting(to.firstName);
  const text = [greeting, '', ...lines, '', t.signature, supportEmail].join('\n');
  const html = `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1b1b1b;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>${escapeHtml(t.signature)}<br><a href="mailto:${escapeHtml(supportEmail)}">${escapeHtml(supportEmail)}</a></p>
</body></html>`;
  return { subject, text, html };
}
