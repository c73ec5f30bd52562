import type { MailTable } from './types';

export const fr: MailTable = {
  confirmEmail: {
    subject: 'Confirmez votre adresse e-mail',
    greeting: (name) => `Bonjour ${name},`,
    intro:
      'Merci pour votre inscription. Veuillez confirmer votre adresse e-mail afin d’activer votre compte.',
    action: 'Confirmer mon adresse e-mail',
    expiry: 'Ce lien est valable 24 heures.',
    ignore: 'Si vous n’êtes pas à l’origine de cette inscription, vous pouvez ignorer ce message.',
    signature: 'L’équipe Passport',
  },
  resetPassword: {
    subject: 'Réinitialisation de votre mot de passe',
    greeting: (name) => `Bonjour ${name},`,
    intro: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte.',
    action: 'Choisir un nouveau mot de passe',
    expiry: 'Ce lien est valable 1 heure et ne peut être utilisé qu’une seule fois.',
    ignore:
      'Si vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer ce message ; votre mot de passe restera inchangé.',
    signature: 'L’équipe Passport',
  },
  unlockLogin: {
    subject: 'Débloquer la connexion',
    greeting: (name) => `Bonjour ${name},`,
    intro:
      "Trop de mots de passe erronés ont bloqué pour un moment la connexion à votre compte, et quelqu'un a demandé un moyen d'entrer. Ouvrez ce lien dans le navigateur avec lequel vous vous connectez : ce navigateur pourra alors se connecter avec votre mot de passe même tant que le compte est bloqué.",
    action: 'Débloquer ce navigateur',
    expiry: "Le lien est valable 15 minutes et ne peut être utilisé qu'une fois.",
    ignore:
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : quelqu'un essaie peut-être de deviner votre mot de passe, pensez à le changer.",
    signature: 'L’équipe Passport',
  },
};
