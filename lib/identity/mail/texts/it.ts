import type { MailTable } from './types';

export const it: MailTable = {
  confirmEmail: {
    subject: 'Conferma del Suo indirizzo e-mail',
    greeting: (name) => `Gentile ${name},`,
    intro:
      'La ringraziamo per la registrazione. La preghiamo di confermare il Suo indirizzo e-mail per attivare l’account.',
    action: 'Conferma indirizzo e-mail',
    expiry: 'Il link è valido per 24 ore.',
    ignore: 'Se non ha effettuato la registrazione, può ignorare questo messaggio.',
    signature: 'Il team di Passport',
  },
  resetPassword: {
    subject: 'Reimpostazione della password',
    greeting: (name) => `Gentile ${name},`,
    intro: 'Abbiamo ricevuto una richiesta di reimpostazione della password del Suo account.',
    action: 'Imposta una nuova password',
    expiry: 'Il link è valido per 1 ora e può essere utilizzato una sola volta.',
    ignore:
      'Se non ha richiesto la reimpostazione, può ignorare questo messaggio; la Sua password resterà invariata.',
    signature: 'Il team di Passport',
  },
  unlockLogin: {
    subject: "Sblocca l'accesso",
    greeting: (name) => `Gentile ${name},`,
    intro:
      "Troppe password errate hanno bloccato per un po' l'accesso al tuo account e qualcuno ha chiesto un modo per entrare. Apri questo link nel browser con cui accedi: quel browser potrà accedere con la tua password anche mentre l'account è bloccato.",
    action: 'Sblocca questo browser',
    expiry: 'Il link è valido per 15 minuti e può essere usato una sola volta.',
    ignore:
      "Se non l'hai richiesto tu, ignora questo messaggio: qualcuno potrebbe cercare di indovinare la tua password, valuta di cambiarla.",
    signature: 'Il team di Passport',
  },
};
