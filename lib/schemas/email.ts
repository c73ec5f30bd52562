import { z } from 'zod';

import { TEXT_MAX_LENGTH } from '../policy';

// SPEC §5: one @, dots in the domain, no spaces, and none of ü, ö, ä.
const EMAIL_PATTERN = /^[^\s@üöäÜÖÄ]+@[^\s@üöäÜÖÄ]+\.[^\s@üöäÜÖÄ]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value) && !/\.\./.test(value.split('@')[1] ?? '');
}

/** Trimmed and NFC-normalised; identities compare it case-insensitively. */
export function normaliseEmail(value: string): string {
  return value.trim().normalize('NFC');
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
