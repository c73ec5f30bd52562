import type { SecurityTexts } from './types';

export const en: SecurityTexts = {
  methods: { GOOGLE_AUTHENTICATOR: 'authenticator app', TELEGRAM: 'Telegram', EMAIL: 'e-mail' },
  greeting: (name) => `Hello ${name},`,
  signature: 'Your Passport team',
  code: {
    subject: 'Your confirmation code',
    purposes: {
      activate: 'to turn on two-factor authentication',
      deactivate: 'to turn off two-factor authentication',
      login: 'to log in',
      reauth: 'to confirm it is you',
    },
    body: (code, purpose) => `Your Passport code ${purpose}: ${code}`,
    expiry: (minutes) => `It is valid for ${minutes} minutes. Never share it with anyone.`,
    notYou: 'If you did not ask for this code, someone may know your password: change it now.',
  },
  chatId: (chatId) => `Your Chat ID: ${chatId}\nEnter it on the Security page of your Passport account.`,
  notices: {
    enabledSubject: 'Two-factor authentication turned on',
    enabled: (method) => `Two-factor authentication by ${method} was turned on for your Passport account.`,
    disabledSubject: 'Two-factor authentication turned off',
    disabled: (method) => `Two-factor authentication by ${method} was turned off for your Passport account.`,
    reset: 'At your request, support removed the second factor of your Passport account.',
    passwordSubject: 'Your password was changed',
    password: 'The password of your Passport account was changed.',
    factorActive: (method) =>
      `Two-factor authentication by ${method} stays on for your account. If you did not turn it on yourself, tell support at once.`,
    suspendedSubject: 'Your Passport account is suspended',
    suspended:
      'Your Passport account has been suspended: until it is reinstated you cannot sign in to Passport or to the linked products. You have been signed out everywhere.',
    reinstatedSubject: 'Your Passport account is active again',
    reinstated: 'Your Passport account has been reinstated: you can sign in again.',
    contact: (support) => `If you have questions, write to ${support}.`,
    notYou: (support) =>
      `If this was not you, reset your password at once with "Forgot your password?" on the login page and write to ${support}.`,
    recoveryUsedSubject: 'A recovery code was used',
    recoveryUsed: (remaining) =>
      `A recovery code was used to sign in to your Passport account or to change its second factor. Unused codes left: ${remaining}.`,
    recoveryLow: 'Only 3 recovery codes are left: generate new ones on the Security page.',
  },
};
