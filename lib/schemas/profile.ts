import { z } from 'zod';

/** `GET /v1/user` (SPEC §7): the signed-in user's profile. */
export const ZProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  verified: z.boolean(),
  selfieRequired: z.boolean(),
  inviteCode: z.string(),
  language: z.string(),
  nationalityId: z.string(),
  application: z.string().nullable(),
  emailConfirmed: z.boolean(),
  sponsor: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  createdAt: z.number().int().describe('epoch milliseconds'),
});
export type TProfile = z.infer<typeof ZProfileSchema>;

/** `GET /v1/user/referral/info?inviteCode=`. */
export const ZReferralQuerySchema = z.object({
  inviteCode: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(64, { error: 'max_length' }),
});

/** The sponsor behind an invite code (SPEC §2 Registration). */
export const ZSponsorSchema = z.object({ firstName: z.string(), lastName: z.string() });
export type TSponsor = z.infer<typeof ZSponsorSchema>;
