import { z } from 'zod';

import { ZTwoFaTypeSchema } from './oauth';
import { ZPresentPasswordSchema } from './password';

/**
 * Step-up (DESIGN §6): a sensitive change needs the password — and the active second factor's code —
 * given within the last 5 minutes. `POST /v1/reauth` gives them; until then such calls answer
 * `reauth_required` (403).
 */
export const ZReauthSchema = z.object({
  password: ZPresentPasswordSchema,
  /** The active second factor's 6-digit code; absent when none is active. */
  code: z
    .string()
    .trim()
    .regex(/^(\d{6})?$/, { error: 'invalid_value' })
    .nullish()
    .transform((value) => value || undefined),
});
export type TReauth = z.input<typeof ZReauthSchema>;

/** `POST /v1/reauth/code`: the password first, then a Telegram or e-mail code is sent. */
export const ZReauthCodeSchema = z.object({ password: ZPresentPasswordSchema });

/** Until when the session counts as proved (epoch milliseconds). */
export const ZReauthAnswerSchema = z.object({
  validUntil: z.number().int().describe('epoch milliseconds: sensitive changes pass until then'),
});
export type TReauthAnswer = z.infer<typeof ZReauthAnswerSchema>;

/** `GET /v1/reauth`: what confirming asks for, and until when the last proof holds. */
export const ZStepUpStatusSchema = z.object({
  factor: ZTwoFaTypeSchema.nullable().describe('the second factor whose code is asked for too, if any'),
  validUntil: z
    .number()
    .int()
    .nullable()
    .describe('epoch milliseconds until which the session counts as proved; null when it does not'),
});
export type TStepUpStatus = z.infer<typeof ZStepUpStatusSchema>;
