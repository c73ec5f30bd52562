import { z } from 'zod';

/** `GET /v1/captcha/challenge`: an ALTCHA proof-of-work challenge (v2 protocol) for the widget. */
export const ZAltchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
  codeChallenge: z
    .object({ image: z.string(), audio: z.string().optional(), length: z.number().optional() })
    .optional(),
});
