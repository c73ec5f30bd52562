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
};
