import type { SecurityTexts } from './types';

export const fr: SecurityTexts = {
  methods: { GOOGLE_AUTHENTICATOR: "application d'authentification", TELEGRAM: 'Telegram', EMAIL: 'e-mail' },
  greeting: (name) => `Bonjour ${name},`,
  signature: "L'équipe Passport",
  code: {
    subject: 'Votre code de confirmation',
    purposes: {
      activate: "pour activer l'authentification à deux facteurs",
      deactivate: "pour désactiver l'authentification à deux facteurs",
      login: 'pour vous connecter',
      reauth: "pour confirmer que c'est bien vous",
    },
    body: (code, purpose) => `Votre code Passport ${purpose} : ${code}`,
    expiry: (minutes) => `Il est valable ${minutes} minutes. Ne le communiquez jamais à personne.`,
    notYou:
      "Si vous n'avez pas demandé ce code, quelqu'un connaît peut-être votre mot de passe : changez-le maintenant.",
  },
  chatId: (chatId) =>
    `Votre Chat ID : ${chatId}\nSaisissez-le sur la page Sécurité de votre compte Passport.`,
  notices: {
    enabledSubject: 'Authentification à deux facteurs activée',
    enabled: (method) =>
      `L'authentification à deux facteurs par ${method} a été activée pour votre compte Passport.`,
    disabledSubject: 'Authentification à deux facteurs désactivée',
    disabled: (method) =>
      `L'authentification à deux facteurs par ${method} a été désactivée pour votre compte Passport.`,
    reset: 'À votre demande, le support a supprimé le second facteur de votre compte Passport.',
    passwordSubject: 'Votre mot de passe a été modifié',
    password: 'Le mot de passe de votre compte Passport a été modifié.',
    factorActive: (method) =>
      `L'authentification à deux facteurs par ${method} reste activée pour votre compte. Si vous ne l'avez pas activée vous-même, prévenez aussitôt l'assistance.`,
    suspendedSubject: 'Votre compte Passport est suspendu',
    suspended:
      'Votre compte Passport a été suspendu : tant qu’il n’est pas rétabli, vous ne pouvez vous connecter ni à Passport ni aux produits liés. Vous avez été déconnecté partout.',
    reinstatedSubject: 'Votre compte Passport est de nouveau actif',
    reinstated: 'Votre compte Passport a été rétabli : vous pouvez de nouveau vous connecter.',
    contact: (support) => `Pour toute question, écrivez à ${support}.`,
    notYou: (support) =>
      `Si ce n'était pas vous, réinitialisez immédiatement votre mot de passe avec « Mot de passe oublié ? » sur la page de connexion et écrivez à ${support}.`,
    recoveryUsedSubject: 'Un code de récupération a été utilisé',
    recoveryUsed: (remaining) =>
      `Un code de récupération a été utilisé pour se connecter à votre compte Passport ou pour changer son second facteur. Codes inutilisés restants : ${remaining}.`,
    recoveryLow: 'Il ne reste que 3 codes de récupération : générez-en de nouveaux sur la page Sécurité.',
  },
};
