import type { MailTable } from './types';

export const de: MailTable = {
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
    expiry: 'Der Link ist 1 Stunde gültig und kann nur einmal verwendet werden.',
    ignore:
      'Wenn Sie das nicht angefordert haben, können Sie diese Nachricht ignorieren; Ihr Passwort bleibt unverändert.',
    signature: 'Ihr Passport-Team',
  },
  unlockLogin: {
    subject: 'Anmeldung entsperren',
    greeting: (name) => `Hallo ${name},`,
    intro:
      'Zu viele falsche Passwörter haben die Anmeldung bei Ihrem Konto vorübergehend gesperrt, und jemand hat um Zugang gebeten. Öffnen Sie diesen Link in dem Browser, mit dem Sie sich anmelden: Dieser Browser kann sich dann mit Ihrem Passwort anmelden, auch solange das Konto gesperrt ist.',
    action: 'Diesen Browser entsperren',
    expiry: 'Der Link ist 15 Minuten gültig und kann einmal verwendet werden.',
    ignore:
      'Wenn Sie das nicht angefordert haben, ignorieren Sie diese Nachricht: Jemand versucht womöglich, Ihr Passwort zu erraten – ändern Sie es am besten.',
    signature: 'Ihr Passport-Team',
  },
};
