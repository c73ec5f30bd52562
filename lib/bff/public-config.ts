import { type PublicConfig, ZPublicConfigSchema } from '../schemas/public-config';

/** The upstream's config reduced to the public fields: parsing strips every other key (a client secret included). */
export function toPublicConfig(raw: unknown): PublicConfig | null {
  const parsed = ZPublicConfigSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
