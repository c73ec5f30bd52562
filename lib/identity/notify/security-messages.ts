import { OTP_TTL_MS } from '../../policy';
import type { TTwoFaType } from '../../schemas/oauth';
import type { TwoFaPurpose } from '../db/database-types';
import { escapeHtml, mailHtml, type RenderedMail } from '../mail/render-mail';
import { securityTexts } from './texts';

/** At this many unused recovery codes the owner is warned (once: only the use that leaves exactly so many). */
export const RECOVERY_CODES_LOW = 3;

const TTL_MINUTES = Math.round(OTP_TTL_MS / 60_000);

/** A change to an account's security that its owner is told about. */
export type SecurityNotice =
  | { kind: 'enabled'; method: TTwoFaType }
  | { kind: 'disabled'; method: TTwoFaType }
  | { kind: 'reset' }
  /** A password change or reset; `activeMethod`: the second factor that stays on, named to the owner. */
  | { kind: 'password'; activeMethod?: TTwoFaType | null }
  | { kind: 'suspended' }
  | { kind: 'reinstated' }
  /** A recovery code stood in for the second factor; `remaining`: the unused codes left. */
  | { kind: 'recoveryCodeUsed'; remaining: number };

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
  if (notice.kind === 'recoveryCodeUsed') {
    const low = notice.remaining === RECOVERY_CODES_LOW ? [t.notices.recoveryLow] : [];
    return [t.notices.recoveryUsed(notice.remaining), ...low, t.notices.notYou(supportEmail)];
  }
  const what =
    notice.kind === 'enabled'
      ? t.notices.enabled(t.methods[notice.method])
      : notice.kind === 'disabled'
        ? t.notices.disabled(t.methods[notice.method])
        : notice.kind === 'reset'
          ? t.notices.reset
          : t.notices.password;
  const factor =
    notice.kind === 'password' && notice.activeMethod
      ? [t.notices.factorActive(t.methods[notice.activeMethod])]
      : [];
  return [what, ...factor, t.notices.notYou(supportEmail)];
}

export function noticeSubject(language: string, notice: SecurityNotice): string {
  const t = securityTexts(language).notices;
  if (notice.kind === 'enabled') return t.enabledSubject;
  if (notice.kind === 'password') return t.passwordSubject;
  if (notice.kind === 'suspended') return t.suspendedSubject;
  if (notice.kind === 'reinstated') return t.reinstatedSubject;
  if (notice.kind === 'recoveryCodeUsed') return t.recoveryUsedSubject;
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

function renderPlainMail(
  to: Recipient,
  subject: string,
  lines: string[],
  supportEmail: string,
): RenderedMail {
  const t = securityTexts(to.language);
  const greeting = t.greeting(to.firstName);
  const text = [greeting, '', ...lines, '', t.signature, supportEmail].join('\n');
  const html = mailHtml({
    language: to.language,
    subject,
    greeting,
    paragraphs: lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    signature: t.signature,
    supportEmail,
  });
  return { subject, text, html };
}
