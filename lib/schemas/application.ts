import { z } from 'zod';

import { parseApplication } from '../products';
import { optionalText } from './text';

/**
 * An optional `application` (product group): trimmed and upper-cased by the catalogue's one helper;
 * a group this portal does not serve is unsupported_application.
 */
export const ZApplicationSchema = optionalText(64)
  .superRefine((value, ctx) => {
    if (value !== undefined && !parseApplication(value)) {
      ctx.addIssue({ code: 'custom', message: 'unsupported_application' });
    }
  })
  .transform((value) => parseApplication(value));

/** `{ resourceUrl, applicationName }` of the confirmation and reset answers (SPEC §7). */
export const ZApplicationAnswerSchema = z.object({
  resourceUrl: z.string().nullable(),
  applicationName: z.string().nullable(),
});
export type TApplicationAnswer = z.infer<typeof ZApplicationAnswerSchema>;
