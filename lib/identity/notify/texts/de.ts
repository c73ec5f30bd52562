import type { SecurityTexts } from './types';

export const de: SecurityTexts = {
  methods: { GOOGLE_AUTHENTICATOR: 'Authenticator-App', TELEGRAM: 'Telegram', EMAIL: 'E-Mail' },
  greeting: (name) => `Hallo ${name},`,
  signature: 'Ihr Passport-Team',
  code: {
    subject: 'Ihr Bestätigungscode',
    purposes: {
      activate: 'zum Einschalten der Zwei-Faktor-Authentifizierung',
      deactivate: 'zum Ausschalten der Zwei-Faktor-Authentifizierung',
      login: 'zum Anmelden',
      reauth: 'zur Bestätigung, dass Sie es sind',
    },
    body: (code, purpose) => `Ihr Passport-Code ${purpose}: ${code}`,
    expiry: (minutes) => `Er ist ${minutes} Minuten gültig. Geben Sie ihn niemals weiter.`,
    notYou:
      'Wenn Sie diesen Code nicht angefordert haben, kennt womöglich jemand Ihr Passwort: Ändern Sie es jetzt.',
  },
  chatId: (chatId) =>
    `Ihre Chat-ID: ${chatId}\nGeben Sie sie auf der Sicherheitsseite Ihres Passport-Kontos ein.`,
  notices: {
    enabledSubject: 'Zwei-Faktor-Authentifizierung eingeschaltet',
    enabled: (method) =>
      `Für Ihr Passport-Konto wurde die Zwei-Faktor-Authentifizierung per ${method} eingeschaltet.`,
    disabledSubject: 'Zwei-Faktor-Authentifizierung ausgeschaltet',
    disabled: (method) =>
      `Für Ihr Passport-Konto wurde die Zwei-Faktor-Authentifizierung per ${method} ausgeschaltet.`,
    reset: 'Auf Ihre Bitte hat der Support den zweiten Faktor Ihres Passport-Kontos entfernt.',
    passwordSubject: 'Ihr Passwort wurde geändert',
    password: 'Das Passwort Ihres Passport-Kontos wurde geändert.',
    factorActive: (method) =>
      `Die Zwei-Faktor-Authentifizierung per ${method} bleibt für Ihr Konto eingeschaltet. Wenn Sie sie nicht selbst eingeschaltet haben, melden Sie sich sofort beim Support.`,
    suspendedSubject: 'Ihr Passport-Konto ist gesperrt',
    suspended:
      'Ihr Passport-Konto wurde gesperrt: Bis es wieder freigegeben wird, können Sie sich weder bei Passport noch bei den verbundenen Produkten anmelden. Sie wurden überall abgemeldet.',
    reinstatedSubject: 'Ihr Passport-Konto ist wieder aktiv',
    reinstated: 'Ihr Passport-Konto wurde wieder freigegeben: Sie können sich wieder anmelden.',
    contact: (support) => `Bei Fragen schreiben Sie an ${support}.`,
    notYou: (support) =>
      `Wenn Sie das nicht waren, setzen Sie Ihr Passwort sofort über „Passwort vergessen?“ auf der Anmeldeseite zurück und schreiben Sie an ${support}.`,
    recoveryUsedSubject: 'Ein Wiederherstellungscode wurde verwendet',
    recoveryUsed: (remaining) =>
      `Ein Wiederherstellungscode wurde verwendet, um sich bei Ihrem Passport-Konto anzumelden oder dessen zweiten Faktor zu ändern. Verbleibende Codes: ${remaining}.`,
    recoveryLow:
      'Es sind nur noch 3 Wiederherstellungscodes übrig: Erzeugen Sie auf der Seite „Sicherheit“ neue.',
  },
};
