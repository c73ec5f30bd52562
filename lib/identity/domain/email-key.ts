import { normaliseEmail } from '../../schemas/email';

/** The form an e-mail is compared in: trimmed, NFC, lower-cased. */
export function emailKey(email: string): string {
  return normaliseEmail(email).toLowerCase();
}
