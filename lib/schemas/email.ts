import { z } from 'zod';

import { TEXT_MAX_LENGTH } from '../policy';

// SPEC §5: one @, dots in the domain, no spaces, and none of ü, ö, ä. Tightened (security issue): the
// local part is a plain dot-atom — no display name, list, quote, comment or angle bracket, so what is
// accepted is exactly one mailbox the mailer delivers to.
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';
const DOMAIN = new RegExp(`^${DOMAIN_LABEL}(?:\\.${DOMAIN_LABEL})+$`, 'u');
const FORBIDDEN = /[üöä]/i;

export function isValidEmail(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at < 1 || value.indexOf('@') !== at || FORBIDDEN.test(value)) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  return local.length <= 64 && LOCAL_PART.test(local) && domain.length <= 253 && DOMAIN.test(domain);
}

/**
 * Trimmed and NFKC-normalised: full-width and other compatibility forms become the plain letters a
 * mailbox is written in ("ｊｏｅ@…" is joe@…). Identities compare it case-insensitively.
 */
export function normaliseEmail(value: string): string {
  return value.trim().normalize('NFKC');
}

export const ZEmailSchema = z
  .string({ error: 'required' })
  .transform(normaliseEmail)
  .pipe(
    z
      .string()
      .min(1, { error: 'required' })
      .max(TEXT_MAX_LENGTH, { error: 'max_length' })
      // One code per problem: an empty or overlong address is not also "wrong".
      .refine((value) => value === '' || value.length > TEXT_MAX_LENGTH || isValidEmail(value), {
        error: 'wrong_email',
      }),
  );
