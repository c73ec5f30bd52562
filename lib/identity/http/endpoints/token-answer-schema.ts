import { z } from 'zod';

/** The success body of `POST /oauth/token` (SPEC §7). */
export const ZTokenAnswerSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  scope: z.string().describe('space separated, upper-case'),
  authentication_status: z.enum(['SUCCESS', 'TWO_FACTOR_AUTHENTICATION']),
  two_fa_type: z
    .string()
    .nullable()
    .describe('GOOGLE_AUTHENTICATOR, TELEGRAM or EMAIL while a second factor is due'),
  expires_in: z.number().int().describe('seconds'),
});

/** `{ resourceUrl, applicationName }` of the confirmation and reset answers. */
export const ZApplicationAnswerSchema = z.object({
  resourceUrl: z.string().nullable(),
  applicationName: z.string().nullable(),
});

export const ZEmptySchema = z.object({});
