import type { InputHTMLAttributes } from 'react';

import { TEXT_MAX_LENGTH } from '@/lib/policy';

/** Props of every field where a visitor types their e-mail address (sign-in, sign-up, recovery). */
export const EMAIL_INPUT = {
  type: 'email',
  autoComplete: 'email',
  inputMode: 'email',
  // An address reads left to right in every language: in an Arabic form its "@" and "." stay in place.
  dir: 'ltr',
  maxLength: TEXT_MAX_LENGTH,
} as const satisfies InputHTMLAttributes<HTMLInputElement>;
