import { z } from 'zod';

import { TEXT_MAX_LENGTH } from '../policy';
import { ZOtpSchema } from './login';
import { ZTwoFaTypeSchema } from './oauth';
import { ZRecoveryCodeSchema } from './passkeys';

export { ZTwoFaTypeSchema };

/** `GET /v1/two-fa/tokens` (SPEC §7): the active methods, `data.tokens` with `tokenType`. */
export const ZTwoFaTokenListSchema = z.object({
  tokens: z.array(z.object({ tokenType: ZTwoFaTypeSchema })),
});
export type TTwoFaTokenList = z.infer<typeof ZTwoFaTokenListSchema>;

/** `GET /v1/two-fa/tokens/types/available` and `/only-deactivate`: a list of methods. */
export const ZTwoFaTypeListSchema = z.object({ types: z.array(ZTwoFaTypeSchema) });
export type TTwoFaTypeList = z.infer<typeof ZTwoFaTypeListSchema>;

/**
 * `POST /v1/two-fa/tokens` (SPEC §7): the method and its data — the Chat ID for Telegram, the
 * profile e-mail for e-mail (SPEC §5: both non-empty), nothing for the authenticator.
 */
export const ZTwoFaCreateSchema = z
  .object({
    type: ZTwoFaTypeSchema,
    data: z
      .string()
      .trim()
      .max(TEXT_MAX_LENGTH, { error: 'max_length' })
      .nullish()
      .transform((value) => value || null),
  })
  .refine((body) => body.type === 'GOOGLE_AUTHENTICATOR' || body.data !== null, {
    path: ['data'],
    error: 'required',
  });
export type TTwoFaCreate = z.input<typeof ZTwoFaCreateSchema>;

/** What a new authenticator needs: the secret (`CODE`) and the `otpauth://` URI the QR shows. */
export const ZTwoFaCreateAnswerSchema = z.object({
  result: z
    .object({
      CODE: z.string().describe('the TOTP secret, base32'),
      QR_PAYLOAD: z.string().describe('otpauth://totp/… with the portal as issuer and the e-mail as label'),
    })
    .nullable()
    .describe('null for Telegram and e-mail, whose code is sent'),
});
export type TTwoFaCreateAnswer = z.infer<typeof ZTwoFaCreateAnswerSchema>;

/** `POST /v1/two-fa/tokens/confirm` and `/deactivate/confirm`: the method and its 6-digit code. */
export const ZTwoFaCodeSchema = z.object({ type: ZTwoFaTypeSchema, code: ZOtpSchema });
export type TTwoFaCode = z.input<typeof ZTwoFaCodeSchema>;

/**
 * `POST /v1/two-fa/tokens/deactivate/confirm`: the method and its 6-digit code, or one of the
 * recovery codes when the phone is lost.
 */
export const ZTwoFaDeactivateConfirmSchema = z
  .object({
    type: ZTwoFaTypeSchema,
    code: ZOtpSchema.optional(),
    recoveryCode: ZRecoveryCodeSchema.optional(),
  })
  .refine((body) => body.code !== undefined || body.recoveryCode !== undefined, {
    path: ['code'],
    error: 'required',
  });
export type TTwoFaDeactivateConfirm = z.input<typeof ZTwoFaDeactivateConfirmSchema>;

/** `POST /v1/two-fa/tokens/confirm` answer: the recovery codes, shown this once. */
export const ZTwoFaConfirmAnswerSchema = z.object({
  recoveryCodes: z.array(z.string()).describe('ten single-use codes; only their keyed hashes are stored'),
});
export type TTwoFaConfirmAnswer = z.infer<typeof ZTwoFaConfirmAnswerSchema>;

/** `POST /v1/two-fa/tokens/deactivate`: the method whose deactivation code to send. */
export const ZTwoFaTypeBodySchema = z.object({ type: ZTwoFaTypeSchema });

/** Where the security pages stand: the active method, what the portal offers, what may only be turned off. */
export const ZTwoFaOverviewSchema = z.object({
  active: ZTwoFaTypeSchema.nullable(),
  available: z.array(ZTwoFaTypeSchema),
  onlyDeactivate: z.array(ZTwoFaTypeSchema),
});
export type TTwoFaOverview = z.infer<typeof ZTwoFaOverviewSchema>;
