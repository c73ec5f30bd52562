import type { SecurityTexts } from './types';

export const it: SecurityTexts = {
  methods: { GOOGLE_AUTHENTICATOR: 'app di autenticazione', TELEGRAM: 'Telegram', EMAIL: 'e-mail' },
  greeting: (name) => `Ciao ${name},`,
  signature: 'Il team di Passport',
  code: {
    subject: 'Il tuo codice di conferma',
    purposes: {
      activate: "per attivare l'autenticazione a due fattori",
      deactivate: "per disattivare l'autenticazione a due fattori",
      login: "per l'accesso",
      reauth: 'per confermare che sei tu',
    },
    body: (code, purpose) => `Il tuo codice Passport ${purpose}: ${code}`,
    expiry: (minutes) => `È valido per ${minutes} minuti. Non condividerlo mai con nessuno.`,
    notYou:
      'Se non hai richiesto questo codice, qualcuno potrebbe conoscere la tua password: cambiala subito.',
  },
  chatId: (chatId) =>
    `Il tuo Chat ID: ${chatId}\nInseriscilo nella pagina Sicurezza del tuo account Passport.`,
  notices: {
    enabledSubject: 'Autenticazione a due fattori attivata',
    enabled: (method) =>
      `L'autenticazione a due fattori tramite ${method} è stata attivata per il tuo account Passport.`,
    disabledSubject: 'Autenticazione a due fattori disattivata',
    disabled: (method) =>
      `L'autenticazione a due fattori tramite ${method} è stata disattivata per il tuo account Passport.`,
    reset: 'Su tua richiesta, il supporto ha rimosso il secondo fattore del tuo account Passport.',
    passwordSubject: 'La tua password è stata cambiata',
    password: 'La password del tuo account Passport è stata cambiata.',
    factorActive: (method) =>
      `L'autenticazione a due fattori tramite ${method} resta attiva sul tuo account. Se non l'hai attivata tu, avvisa subito l'assistenza.`,
    suspendedSubject: 'Il tuo account Passport è sospeso',
    suspended:
      'Il tuo account Passport è stato sospeso: finché non verrà riattivato non potrai accedere a Passport né ai prodotti collegati. Sei stato disconnesso ovunque.',
    reinstatedSubject: 'Il tuo account Passport è di nuovo attivo',
    reinstated: 'Il tuo account Passport è stato riattivato: puoi accedere di nuovo.',
    contact: (support) => `Per qualsiasi domanda, scrivi a ${support}.`,
    notYou: (support) =>
      `Se non sei stato tu, reimposta subito la password con «Password dimenticata?» nella pagina di accesso e scrivi a ${support}.`,
    recoveryUsedSubject: 'È stato usato un codice di recupero',
    recoveryUsed: (remaining) =>
      `È stato usato un codice di recupero per accedere al tuo account Passport o per cambiarne il secondo fattore. Codici non usati rimasti: ${remaining}.`,
    recoveryLow: 'Restano solo 3 codici di recupero: generane di nuovi nella pagina Sicurezza.',
  },
};
