import { LOCALES } from '../../i18n/locales';
import { mailText, type MailKind, type MailText } from './mail-texts';
import { renderMail } from './render-mail';
import { MAIL_TABLES } from './texts';

const KINDS: MailKind[] = ['confirmEmail', 'resetPassword'];
const FIELDS = ['subject', 'intro', 'action', 'expiry', 'ignore', 'signature'] as const;
const NAME = 'Ada';

/** Every text of a mail as a string, the greeting rendered with a sample name. */
function strings(text: MailText): Record<string, string> {
  return {
    ...Object.fromEntries(FIELDS.map((field) => [field, text[field]])),
    greeting: text.greeting(NAME),
  };
}

describe('mail texts', () => {
  it('has its own table for every supported locale and none besides', () => {
    expect(Object.keys(MAIL_TABLES).sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES.flatMap((locale) => KINDS.map((kind) => [locale, kind] as const)))(
    '%s %s: every text is non-empty, names the user and keeps the brand',
    (locale, kind) => {
      const text = mailText(kind, locale);
      expect(text).toBe(MAIL_TABLES[locale][kind]);
      for (const value of Object.values(strings(text))) expect(value.trim()).not.toBe('');
      expect(text.greeting(NAME)).toContain(NAME);
      expect(text.signature).toContain('Passport');
    },
  );

  it.each(
    LOCALES.filter((locale) => locale !== 'en').flatMap((locale) =>
      KINDS.map((kind) => [locale, kind] as const),
    ),
  )('%s %s: is translated, never falls back to English', (locale, kind) => {
    const english = strings(mailText(kind, 'en'));
    const own = strings(mailText(kind, locale));
    for (const [field, value] of Object.entries(own)) {
      expect({ field, value }).not.toEqual({ field, value: english[field] });
    }
  });

  it('falls back to English for a language that is not supported', () => {
    expect(mailText('confirmEmail', 'xx')).toBe(MAIL_TABLES.en.confirmEmail);
    expect(mailText('resetPassword', '')).toBe(MAIL_TABLES.en.resetPassword);
  });
});

describe('renderMail', () => {
  const render = (language: string, kind: MailKind = 'confirmEmail') =>
    renderMail({
      kind,
      language,
      firstName: NAME,
      appUrl: 'https://passport.example',
      code: 'abc',
      supportEmail: 'support@passport.example',
    });

  it('marks Arabic mail as right-to-left', () => {
    for (const kind of KINDS) {
      const { html, subject } = render('ar', kind);
      expect(html).toMatch(/<html lang="ar" dir="rtl">/);
      expect(subject).toBe(MAIL_TABLES.ar[kind].subject);
    }
  });

  it('marks every other locale as left-to-right with its own lang', () => {
    for (const locale of LOCALES.filter((l) => l !== 'ar')) {
      expect(render(locale).html).toContain(`<html lang="${locale}" dir="ltr">`);
    }
  });

  it('labels an unsupported language as the English it is written in', () => {
    const { html } = render('"><script>');
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('https://passport.example/en/confirmation/abc');
  });
});
