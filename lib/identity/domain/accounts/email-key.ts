import { normaliseEmail } from '../../../schemas/email';

/**
 * The form an address is compared in, so one mailbox is one account: NFKC (full-width letters become
 * plain ones), the local part lower-cased, the domain lower-cased and in its ASCII (punycode) form.
 */
export function emailKey(email: string): string {
  const normalised = normaliseEmail(email);
  const at = normalised.lastIndexOf('@');
  if (at < 0) return normalised.toLowerCase();
  const local = normalised.slice(0, at).toLowerCase();
  const domain = normalised.slice(at + 1).toLowerCase();
  return `${local}@${asciiDomain(domain)}`;
}

function asciiDomain(domain: string): string {
  try {
    return new URL(`http://${domain}`).hostname || domain;
  } catch {
    return domain;
  }
}
