import { z } from 'zod';

import { ZPresentPasswordSchema } from './password';

const present = (max = 256) =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'max_length' });
const optional = (max = 256) => z.string().max(max, { error: 'max_length' }).optional();

/** SPEC §7: where a login stands; a second factor may still be due. */
export const ZAuthenticationStatusSchema = z.enum(['SUCCESS', 'TWO_FACTOR_AUTHENTICATION']);
export type TAuthenticationStatus = z.infer<typeof ZAuthenticationStatusSchema>;

/** The second-factor methods of SPEC §2. */
export const ZTwoFaTypeSchema = z.enum(['GOOGLE_AUTHENTICATOR', 'TELEGRAM', 'EMAIL']);
export type TTwoFaType = z.infer<typeof ZTwoFaTypeSchema>;

/** `POST /oauth/token` (form data, client Basic auth): the password, second-factor and QR grants. */
export const ZTokenRequestSchema = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('password'),
    username: present(),
    password: ZPresentPasswordSchema,
    application: optional(64),
    google_recaptcha_v2: optional(20_000),
    device: optional(128).describe('the trusted-device token a previous login of this browser received'),
  }),
  z.object({ grant_type: z.literal('oauth_token'), oauth_token: present(), otp: optional(16) }),
  z.object({
    grant_type: z.literal('urn:ietf:params:oauth:grant-type:token-exchange'),
    subject_token: present(512).describe('the portal session the linked product is to receive a token of'),
    subject_token_type: z.literal('urn:ietf:params:oauth:token-type:access_token', {
      error: 'invalid_value',
    }),
    audience: present(64).describe('the application (product group) the new token is bound to'),
  }),
  z.object({
    grant_type: z.literal('qr_code'),
    code: present(),
    application: optional(64),
    browser: optional().describe('the value given to /oauth/qr/generate, when one was'),
    device: optional(128).describe(
      'the trusted-device token a previous login of this browser received: a known browser is no news to the owner',
    ),
  }),
]);
export type TTokenRequest = z.input<typeof ZTokenRequestSchema>;

/** The success body of `POST /oauth/token` (SPEC §7). */
export const ZTokenAnswerSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  scope: z.string().describe('space separated, upper-case'),
  authentication_status: ZAuthenticationStatusSchema,
  two_fa_type: ZTwoFaTypeSchema.nullable().describe('the method while a second factor is due'),
  expires_in: z.number().int().describe('seconds'),
  issued_token_type: z.string().optional().describe('token exchange (RFC 8693): the type of the new token'),
  device_token: z
    .string()
    .optional()
    .describe('after a finished login: keep it with this browser and send it as `device` next time'),
});
export type TTokenAnswer = z.infer<typeof ZTokenAnswerSchema>;

/** `POST /oauth/check_token?token=` (or a `token` form field). */
export const ZCheckTokenQuerySchema = z.object({
  token: z.string().max(512, { error: 'max_length' }).optional(),
});

/** What `check_token` tells a linked product about a live token. */
export const ZTokenInfoSchema = z.object({
  active: z.literal(true),
  scope: z.string(),
  authentication_status: ZAuthenticationStatusSchema,
  two_fa_type: ZTwoFaTypeSchema.nullable(),
  exp: z.number().int().describe('expiry, seconds since the epoch'),
  client_id: z.string(),
  application: z.string().nullable(),
  user_name: z.string().describe('the e-mail'),
  user: z.object({ id: z.string(), email: z.string(), firstName: z.string(), lastName: z.string() }),
  verified: z
    .boolean()
    .describe("the profile's `verified`: passport and address VERIFIED (a product may gate on it)"),
});
export type TTokenInfo = z.infer<typeof ZTokenInfoSchema>;

/** `DELETE /oauth/token/revoke`: idempotent single logout. */
export const ZRevokeAnswerSchema = z.object({ revoked: z.literal(true) });

/** `GET /oauth/application/redirect_url`: a requested URL on the application's registered origin. */
export const ZRedirectUrlQuerySchema = z.object({
  application: z.string().max(64, { error: 'max_length' }).optional(),
  requestedUrl: z.string().max(2048, { error: 'max_length' }).optional(),
});
export const ZRedirectUrlAnswerSchema = z.object({ url: z.string() });

/** `GET /oauth/qr/generate`: a QR login payload bound to one browser. */
export const ZQrGenerateQuerySchema = z.object({
  application: z.string().max(64, { error: 'max_length' }).optional(),
  browser: z
    .string()
    .min(16, { error: 'min_length' })
    .max(256, { error: 'max_length' })
    .optional()
    .describe(
      'a random value a client that serves many browsers (a BFF) keeps in one browser session; the qr_code grant must send it again. Without it (SPEC §7) the payload is bound to the client alone',
    ),
});
export const ZQrGenerateAnswerSchema = z.object({
  payload: z.string(),
  ttl: z.number().int().describe('milliseconds'),
});
