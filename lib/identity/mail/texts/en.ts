import type { MailTable } from './types';

export const en: MailTable = {
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
