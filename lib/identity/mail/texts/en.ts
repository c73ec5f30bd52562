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
  unlockLogin: {
    subject: 'Unlock signing in',
    greeting: (name) => `Hello ${name},`,
    intro:
      'Too many wrong passwords locked signing in to your account for a while, and someone asked for a way in. Open this link in the browser you sign in with: that browser may then sign in with your password even while the account is locked.',
    action: 'Unlock this browser',
    expiry: 'The link is valid for 15 minutes and can be used once.',
    ignore:
      'If you did not ask for this, ignore this message: someone may be guessing your password, so consider changing it.',
    signature: 'Your Passport team',
  },
};
