import { z } from 'zod';

import type { PublicConfig } from '../types/api';

/**
 * The config fields a browser may see. Parsing strips every other key, so a client secret an external
 * upstream puts in its `/config` (SPEC §3 names authClientSecret) never passes through.
 */
const ZPublicConfigSchema = z.object({
  authClientId: z.string(),
  domainOauth: z.string(),
  domainPassportRest: z.string(),
  domainCdn: z.string(),
  twoFaBot: z.string().nullable().default(null),
  googleApiKey: z.string().nullable().default(null),
  recaptcha: z.string().nullable().default(null),
  captcha: z.enum(['recaptcha', 'altcha']).default('altcha'),
  registrationWithoutReferral: z.enum(['true', 'false']).default('false'),
  supportEmail: z.string().default(''),
  backUrls: z.record(z.string(), z.string()).default({}),
}) satisfies z.ZodType<PublicConfig, unknown>;

export function toPublicConfig(raw: unknown): PublicConfig | null {
  const parsed = ZPublicConfigSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
