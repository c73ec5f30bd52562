import type { InputHTMLAttributes } from 'react';

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, TEXT_MAX_LENGTH } from '@/lib/policy';

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

/**
 * Props of every field where a new password is chosen (sign-up, reset, change). The input is bounded only by
 * the wire's limit, not by the 14-character rule: a maxlength of 14 would silently cut a longer typed or pasted
 * password, so the account would get one the user never chose and "Too many characters" could never show.
 */
export const NEW_PASSWORD_INPUT = {
  autoComplete: 'new-password',
  maxLength: TEXT_MAX_LENGTH,
  passwordrules: PASSWORD_RULES,
} as InputHTMLAttributes<HTMLInputElement>;
