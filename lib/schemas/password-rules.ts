/*
 * SPEC §5's password rules as plain functions: the registration and change-password screens show them
 * while typing, so they must not bring zod into the browser's first load (password.ts holds the schemas).
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_STRENGTH_CONDITIONS } from '../policy';

/** The specials SPEC §5 allows: . , : ; ? ! * + % - < > @ [ ] { } / \ _ $ # */
export const PASSWORD_SPECIALS = '.,:;?!*+%-<>@[]{}/\\_$#';

const escaped = PASSWORD_SPECIALS.replace(/[\\\]\[\-^]/g, '\\$&');
const ALLOWED = new RegExp(`^[A-Za-z0-9${escaped}]*$`);
const SPECIAL = new RegExp(`[${escaped}]`);

export type PasswordCondition = 'chars' | 'length' | 'upper' | 'lower' | 'digit' | 'special';

/** The six strength conditions in the order the rules list shows them. */
export const PASSWORD_CONDITIONS: readonly PasswordCondition[] = [
  'chars',
  'length',
  'upper',
  'lower',
  'digit',
  'special',
];

export function passwordConditions(password: string): Record<PasswordCondition, boolean> {
  return {
    chars: password.length > 0 && ALLOWED.test(password),
    length: password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
    upper: /[A-Z]/.test(password),
    lower: /[a-z]/.test(password),
    digit: /[0-9]/.test(password),
    special: SPECIAL.test(password),
  };
}

export function passwordScore(password: string): number {
  return Object.values(passwordConditions(password)).filter(Boolean).length;
}

/** The first failing rule as a SPEC §8 code, or null when the password is acceptable. */
export function passwordError(password: string): string | null {
  if (password.length === 0) return 'required';
  if (!ALLOWED.test(password)) return 'invalid_password_chars';
  if (password.length < PASSWORD_MIN_LENGTH) return 'min_length';
  if (password.length > PASSWORD_MAX_LENGTH) return 'max_length';
  if (passwordScore(password) < PASSWORD_STRENGTH_CONDITIONS) return 'invalid_password_format';
  return null;
}
