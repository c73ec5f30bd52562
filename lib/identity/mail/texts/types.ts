/** The kinds of mail the identity service sends. */
export type MailKind = 'confirmEmail' | 'resetPassword' | 'unlockLogin';

/** The words of one mail in one language. */
export type MailText = {
  subject: string;
  greeting: (name: string) => string;
  intro: string;
  action: string;
  expiry: string;
  ignore: string;
  signature: string;
};

/** Every mail of one language. */
export type MailTable = Record<MailKind, MailText>;
