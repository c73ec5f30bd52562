import type { InputHTMLAttributes } from 'react';

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/policy';

/**
 * SPEC §5's rules in the `passwordrules` syntax (Safari, 1Password and others read it), so a password a
 * browser suggests fits them: in a character class `-` comes first and `]` last.
 */
const PASSWORD_RULES = [
  `minlength: ${PASSWORD_MIN_LENGTH}`,
  `maxlength: ${PASSWORD_MAX_LENGTH}`,
  'required: upper',
  'required: lower',
  'required: digit',
  'required: [-.,:;?!*+%<>@[{}/\\_$#]]',
  'allowed: upper, lower, digit, [-.,:;?!*+%<>@[{}/\\_$#]]',
].join('; ');

/** Props of every field where a new password is chosen (sign-up, reset, change). */
export const NEW_PASSWORD_INPUT = {
  autoComplete: 'new-password',
  maxLength: PASSWORD_MAX_LENGTH,
  passwordrules: PASSWORD_RULES,
} as InputHTMLAttributes<HTMLInputElement>;
