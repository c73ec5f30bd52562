import { z } from 'zod';

import { ZApplicationSchema } from './application';
import { optionalText, ZNavigationSchema } from './text';

/**
 * Passkeys (WebAuthn) and recovery codes (issue 21). The ceremony's JSON is what
 * @simplewebauthn/browser produces and @simplewebauthn/server reads; bounded here so a request cannot
 * carry megabytes into the verifier.
 */
const b64url = (max: number) =>
  z
    .string()
    .max(max, { error: 'max_length' })
    .regex(/^[A-Za-z0-9_-]*$/, { error: 'invalid_value' });

const ZTransportsSchema = z
  .array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']))
  .max(8)
  .optional();

const ZExtensionResultsSchema = z.looseObject({}).default({});

/** A new credential, as `startRegistration()` returns it. */
export const ZRegistrationResponseSchema = z.object({
  id: b64url(1024),
  rawId: b64url(1024),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: ZExtensionResultsSchema,
  response: z.object({
    clientDataJSON: b64url(4096),
    attestationObject: b64url(16_384),
    authenticatorData: b64url(8192).optional(),
    transports: ZTransportsSchema,
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: b64url(4096).optional(),
  }),
});

export type TRegistrationResponse = z.input<typeof ZRegistrationResponseSchema>;

/** An assertion, as `startAuthentication()` returns it. */
export const ZAuthenticationResponseSchema = z.object({
  id: b64url(1024),
  rawId: b64url(1024),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: ZExtensionResultsSchema,
  response: z.object({
    clientDataJSON: b64url(4096),
    authenticatorData: b64url(8192),
    signature: b64url(2048),
    userHandle: b64url(1024).optional(),
  }),
});

export type TAuthenticationResponse = z.input<typeof ZAuthenticationResponseSchema>;

/** A passkey's name as its owner sees it ("Work laptop"). */
export const ZPasskeyNameSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(64, { error: 'max_length' });

/** Options for `navigator.credentials.create()` / `.get()`, as the server library made them. */
export const ZCeremonyOptionsSchema = z
  .looseObject({ challenge: z.string() })
  .describe('PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON');

export const ZPasskeyRegisterSchema = z.object({
  response: ZRegistrationResponseSchema,
  name: ZPasskeyNameSchema.optional(),
});
export type TPasskeyRegister = z.input<typeof ZPasskeyRegisterSchema>;

/** The browser binding the BFF keeps in the browser's session, as for QR logins. */
const ZBrowserSchema = z
  .string({ error: 'required' })
  .min(16, { error: 'min_length' })
  .max(256, { error: 'max_length' })
  .describe('a random value the BFF keeps in this browser session; verify must send it again');

export const ZPasskeySignInOptionsSchema = z.object({ browser: ZBrowserSchema });

export const ZPasskeySignInSchema = z.object({
  browser: ZBrowserSchema,
  response: ZAuthenticationResponseSchema,
  application: z.string().max(64, { error: 'max_length' }).optional(),
});

export const ZPasskeySchema = z.object({
  id: z.string().describe('the credential id (base64url)'),
  name: z.string(),
  createdAt: z.number().int().describe('epoch milliseconds'),
  lastUsedAt: z.number().int().nullable().describe('epoch milliseconds of the last sign-in, or null'),
});
export type TPasskey = z.infer<typeof ZPasskeySchema>;

export const ZPasskeyListSchema = z.object({ passkeys: z.array(ZPasskeySchema) });
export type TPasskeyList = z.infer<typeof ZPasskeyListSchema>;

export const ZPasskeyIdSchema = z.object({ id: b64url(1024).min(1, { error: 'required' }) });

export const ZPasskeyRenameSchema = z.object({ name: ZPasskeyNameSchema });

/** A recovery code as typed: `xxxxx-xxxxx`, case and spaces forgiven. */
export const ZRecoveryCodeSchema = z
  .string({ error: 'required' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z2-9]{5}\s*-?\s*[a-z2-9]{5}$/, { error: 'invalid_value' });

export const ZRecoveryCodeCountSchema = z.object({
  remaining: z.number().int().describe('unused recovery codes'),
});
export type TRecoveryCodeCount = z.infer<typeof ZRecoveryCodeCountSchema>;

export const ZRecoveryCodesSchema = z.object({
  codes: z.array(z.string()).describe('shown once: only their keyed hashes are stored'),
});
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodesSchema>;

/** BFF `POST /api/auth/passkey`: the assertion, and the linked product the login is for. */
export const ZPasskeyLoginSchema = z.object({
  response: ZAuthenticationResponseSchema,
  application: z.string().max(64, { error: 'max_length' }).optional(),
});

/** BFF `POST /api/passkeys/rename`. */
export const ZPasskeyRenameRequestSchema = z.object({
  id: ZPasskeyIdSchema.shape.id,
  name: ZPasskeyNameSchema,
});

/** BFF `POST /api/auth/recovery-code`: a recovery code in place of the login's second-factor code. */
export const ZRecoveryCodeLoginSchema = z.object({ code: ZRecoveryCodeSchema });

/**
 * The same posted as a form before hydration (or without JavaScript): where the login goes on to, and the
 * method, so the login page can show the step again with the refusal.
 */
export const ZRecoveryCodeLoginFormSchema = ZRecoveryCodeLoginSchema.extend({
  application: ZApplicationSchema,
  backUrl: ZNavigationSchema,
  next: ZNavigationSchema,
  twoFaType: optionalText(32),
});

/** BFF `POST /api/two-fa/deactivate/recovery`: a recovery code turns the method off. */
export const ZRecoveryDeactivateSchema = z.object({
  type: z.enum(['GOOGLE_AUTHENTICATOR', 'TELEGRAM', 'EMAIL']),
  code: ZRecoveryCodeSchema,
});
