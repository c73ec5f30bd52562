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
};
