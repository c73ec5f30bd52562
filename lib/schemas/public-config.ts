import { z } from 'zod';

/**
 * `GET /config` (SPEC §3): what a browser may know — never the client secret. One schema for the
 * identity service's answer, its OpenAPI entry and the BFF's allow-list. Fields beyond SPEC §3
 * (captcha, supportEmail, backUrls) have defaults so an external upstream without them still works.
 */
export const ZPublicConfigSchema = z.object({
  authClientId: z.string(),
  domainOauth: z.string(),
  domainPassportRest: z.string(),
  domainCdn: z.string(),
  twoFaBot: z.string().nullable().default(null),
  googleApiKey: z.string().nullable().default(null),
  recaptcha: z
    .string()
    .nullable()
    .default(null)
    .describe('reCAPTCHA site key, or null when ALTCHA guards the gate'),
  captcha: z.enum(['recaptcha', 'altcha']).default('altcha'),
  registrationWithoutReferral: z.enum(['true', 'false']).default('false'),
  supportEmail: z.string().default(''),
  backUrls: z.record(z.string(), z.string()).default({}),
});

export type PublicConfig = z.infer<typeof ZPublicConfigSchema>;
