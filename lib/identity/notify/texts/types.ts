import type { TTwoFaType } from '../../../schemas/oauth';
import type { TwoFaPurpose } from '../../db/database-types';

/**
 * What the identity service says about an account's security, by e-mail and through the Telegram bot:
 * one-time codes, the bot's Chat ID answer, and notices of changes (in the account's language).
 */
export type SecurityTexts = {
  /** The methods as a sentence names them. */
  methods: Record<TTwoFaType, string>;
  greeting: (name: string) => string;
  signature: string;
  code: {
    subject: string;
    /** What the code is for, completing `body`. */
    purposes: Record<TwoFaPurpose, string>;
    body: (code: string, purpose: string) => string;
    /** Word forms are for OTP_TTL_MS (5 minutes). */
    expiry: (minutes: number) => string;
    notYou: string;
  };
  /** The bot's answer to /getid and /start. */
  chatId: (chatId: string) => string;
  notices: {
    enabledSubject: string;
    enabled: (method: string) => string;
    disabledSubject: string;
    disabled: (method: string) => string;
    /** Support removed the second factor (`npm run admin -- users reset-2fa`). */
    reset: string;
    passwordSubject: string;
    password: string;
    /** After a password change or reset: which second factor is on, so a stranger's authenticator is noticed. */
    factorActive: (method: string) => string;
    /** An operator suspended the account (`admin users suspend`): no sign-in until reinstated. */
    suspendedSubject: string;
    suspended: string;
    /** An operator reinstated it (`admin users reinstate`). */
    reinstatedSubject: string;
    reinstated: string;
    /** Where a suspended or reinstated owner asks why. */
    contact: (support: string) => string;
    notYou: (support: string) => string;
    /** A recovery code was used in place of the second factor's code. */
    recoveryUsedSubject: string;
    recoveryUsed: (remaining: number) => string;
    /** Added once, by the use that leaves three codes. */
    recoveryLow: string;
  };
};
