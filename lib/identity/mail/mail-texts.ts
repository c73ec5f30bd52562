/** The words of each mail, per language; a language without its own entry gets English. */
export type MailKind = 'confirmEmail' | 'resetPassword';

export type MailText = {
  subject: string;
  greeting: (name: string) => string;
  intro: string;
  action: string;
  expiry: string;
  ignore: string;
  signature: string;
};

type MailTable = Record<MailKind, MailText>;

const en: MailTable = {
  confirmEmail: {
    subject: 'Confirm your e-mail address',
    greeting: (name) => `Hello ${name},`,
    intro: 'Thank you for signing up. Please confirm your e-mail address to activate your account.',
    action: 'Confirm e-mail',
    expiry: 'The link is valid for 24 hours.',
    ignore: 'If you did not sign up, you can ignore this message.',
    signature: 'Your Passport team',
  },
  resetPassword: {
    subject: 'Reset your password',
    greeting: (name) => `Hello ${name},`,
    intro: 'We received a request to reset the password of your account.',
    action: 'Choose a new password',
    expiry: 'The link is valid for 1 hour and can be used once.',
    ignore: 'If you did not ask for this, you can ignore this message; your password stays unchanged.',
    signature: 'Your Passport team',
  },
};

const de: MailTable = {
  confirmEmail: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    greeting: (name) => `Hallo ${name},`,
    intro:
      'Vielen Dank für Ihre Registrierung. Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren.',
    action: 'E-Mail bestätigen',
    expiry: 'Der Link ist 24 Stunden gültig.',
    ignore: 'Wenn Sie sich nicht registriert haben, können Sie diese Nachricht ignorieren.',
    signature: 'Ihr Passport-Team',
  },
  resetPassword: {
    subject: 'Passwort zurücksetzen',
    greeting: (name) => `Hallo ${name},`,
    intro: 'Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos zurückzusetzen.',
    action: 'Neues Passwort wählen',
    expiry: 'Der Link ist 1 Stunde gültig und kann einmal verwendet werden.',
    ignore:
      'Wenn Sie das nicht angefordert haben, ignorieren Sie diese Nachricht; Ihr Passwort bleibt unverändert.',
    signature: 'Ihr Passport-Team',
  },
};

const ru: MailTable = {
  confirmEmail: {
    subject: 'Подтвердите адрес электронной почты',
    greeting: (name) => `Здравствуйте, ${name}!`,
    intro: 'Спасибо за регистрацию. Подтвердите адрес электронной почты, чтобы активировать учётную запись.',
    action: 'Подтвердить e-mail',
    expiry: 'Ссылка действительна 24 часа.',
    ignore: 'Если вы не регистрировались, просто проигнорируйте это письмо.',
    signature: 'Команда Passport',
  },
  resetPassword: {
    subject: 'Восстановление пароля',
    greeting: (name) => `Здравствуйте, ${name}!`,
    intro: 'Мы получили запрос на сброс пароля вашей учётной записи.',
    action: 'Задать новый пароль',
    expiry: 'Ссылка действительна 1 час и может быть использована один раз.',
    ignore: 'Если вы не запрашивали сброс, проигнорируйте это письмо — пароль останется прежним.',
    signature: 'Команда Passport',
  },
};

const TABLES: Record<string, MailTable> = { en, de, ru };

export function mailText(kind: MailKind, language: string): MailText {
  return (TABLES[language] ?? en)[kind];
}
