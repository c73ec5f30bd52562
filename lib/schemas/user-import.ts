import { z } from 'zod';

import { ZCountryCodeSchema } from './countries';
import { ZEmailSchema } from './email';
import { optionalText, ZRequiredTextSchema } from './text';

/**
 * One line of an `admin users import` file (JSON Lines: one object per line). `country`: the ISO
 * 3166-1 alpha-2 nationality; `sponsor`: the referrer's e-mail (in the portal or in the same file) or
 * a portal invite code; `confirmed`: whether the e-mail was confirmed already (else the user confirms
 * it through a password reset or a new registration mail); `passwordHash`: a bcrypt, argon2, scrypt
 * or PBKDF2 hash in one of the forms lib/identity/crypto/legacy-password-hash.ts accepts.
 */
export const ZUserImportRowSchema = z.object({
  email: ZEmailSchema,
  firstName: ZRequiredTextSchema,
  lastName: ZRequiredTextSchema,
  country: ZCountryCodeSchema,
  sponsor: optionalText(320),
  confirmed: z.boolean({ error: 'invalid_value' }).default(false),
  passwordHash: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(1024),
  /** The language of the user's mails; English when absent or unknown. */
  language: optionalText(16),
});
export type TUserImportRow = z.infer<typeof ZUserImportRowSchema>;
