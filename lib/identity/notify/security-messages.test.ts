import { LOCALES } from '../../i18n/locales';
import type { TwoFaPurpose } from '../db/database-types';
import {
  codeLines,
  noticeLines,
  renderCodeMail,
  renderNoticeMail,
  type SecurityNotice,
} from './security-messages';
import { securityTexts } from './texts';

const PURPOSES: TwoFaPurpose[] = ['activate', 'deactivate', 'login'];
const NOTICES: SecurityNotice[] = [
  { kind: 'enabled', method: 'TELEGRAM' },
  { kind: 'disabled', method: 'GOOGLE_AUTHENTICATOR' },
  { kind: 'reset' },
  { kind: 'password' },
  { kind: 'suspended' },
  { kind: 'reinstated' },
];
const SUPPORT = 'help@passport.test';

/** Every text of a locale as strings, functions called with sample values. */
function strings(locale: string): string[] {
  const t = securityTexts(locale);
  return [
    ...Object.values(t.methods),
    t.greeting('Ada'),
    t.signature,
    t.code.subject,
    ...PURPOSES.flatMap((p) => codeLines(locale, '123456', p)),
    t.chatId('4242'),
    ...NOTICES.flatMap((n) => noticeLines(locale, n, SUPPORT)),
    t.notices.enabledSubject,
    t.notices.disabledSubject,
    t.notices.passwordSubject,
    t.notices.suspendedSubject,
    t.notices.reinstatedSubject,
  ];
}

describe('security texts', () => {
  it.each(LOCALES)('%s: every text is there, with the code, chat ID and support address', (locale) => {
    for (const value of strings(locale)) expect(value.trim()).not.toBe('');
    for (const purpose of PURPOSES) expect(codeLines(locale, '123456', purpose)[0]).toContain('123456');
    expect(securityTexts(locale).chatId('4242')).toContain('4242');
    expect(securityTexts(locale).signature).toContain('Passport');
    for (const notice of NOTICES) expect(noticeLines(locale, notice, SUPPORT).join(' ')).toContain(SUPPORT);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s: is translated, not English', (locale) => {
    const english = strings('en');
    const own = strings(locale);
    // Method names such as "Telegram" are the same everywhere; sentences are not.
    const sentences = own.filter((value, i) => value.includes(' ') && english[i]!.includes(' '));
    expect(sentences.filter((value) => english.includes(value))).toEqual([]);
  });

  it('falls back to English and renders mails that say what happened and carry the code', () => {
    expect(securityTexts('xx')).toBe(securityTexts('en'));
    const code = renderCodeMail({
      language: 'de',
      firstName: 'Ada',
      code: '654321',
      purpose: 'login',
      supportEmail: SUPPORT,
    });
    expect(code.subject).toBe('Ihr Bestätigungscode');
    expect(code.text).toContain('654321');
    expect(code.html).toContain('654321');
    const notice = renderNoticeMail({
      language: 'ar',
      firstName: '<b>',
      notice: { kind: 'enabled', method: 'EMAIL' },
      supportEmail: SUPPORT,
    });
    expect(notice.html).toContain('dir="rtl"');
    expect(notice.html).not.toContain('<b>');
    expect(notice.text).toContain(SUPPORT);
  });
});
