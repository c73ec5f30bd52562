import { z } from 'zod';

import { UPLOAD_REQUEST_MAX_BYTES } from '../policy';
import { ZApplicationAnswerSchema } from './application';
import { ZChangePasswordFormSchema, ZChangePasswordSchema } from './change-password';
import { defineBffContracts, ZEmptySchema } from './contract';
import { ZCountryListSchema } from './countries';
import {
  ZAddressFormSchema,
  ZCompanyBodySchema,
  ZCompanyFormSchema,
  ZDocumentQuerySchema,
  ZPassportBodySchema,
  ZPassportFormSchema,
  ZVerifyFormSchema,
} from './document-forms';
import { ZDocumentDeleteSchema, ZDocumentSchema, ZDocumentUploadFieldsSchema } from './documents';
import {
  ZLoginAnswerSchema,
  ZLoginFormSchema,
  ZLoginSchema,
  ZLogoutFormSchema,
  ZOtpFormSchema,
  ZOtpRequestSchema,
} from './login';
import { ZSessionProductsSchema } from './oidc';
import {
  ZCeremonyOptionsSchema,
  ZPasskeyIdSchema,
  ZPasskeyListSchema,
  ZPasskeyLoginSchema,
  ZPasskeyRegisterSchema,
  ZPasskeyRenameRequestSchema,
  ZPasskeySchema,
  ZRecoveryCodeCountSchema,
  ZRecoveryCodeLoginFormSchema,
  ZRecoveryCodeLoginSchema,
  ZRecoveryCodesSchema,
  ZRecoveryDeactivateSchema,
} from './passkeys';
import {
  ZPasswordResetAnswerSchema,
  ZPasswordResetConfirmSchema,
  ZPasswordResetFormSchema,
} from './password-reset';
import { ZReferralQuerySchema, ZSponsorSchema } from './profile';
import { ZPublicConfigSchema } from './public-config';
import { ZQrCodeSchema, ZQrInfoSchema, ZQrLoginSchema, ZQrPollSchema, ZQrStartSchema } from './qr';
import { ZRecoveryMailRequestSchema } from './recovery-mail';
import {
  ZRegistrationConfirmSchema,
  ZRegistrationFormSchema,
  ZRegistrationRequestSchema,
} from './registration';
import {
  ZAccountDeletionAnswerSchema,
  ZAccountDeletionSchema,
  ZCancelDeletionSchema,
  ZNotMeSchema,
  ZSessionListSchema,
  ZSessionsEndedSchema,
  ZSessionSignOutSchema,
  ZSignInHistorySchema,
} from './sessions';
import { ZReauthAnswerSchema, ZReauthCodeSchema, ZReauthSchema, ZStepUpStatusSchema } from './step-up';
import {
  ZTwoFaCodeSchema,
  ZTwoFaConfirmAnswerSchema,
  ZTwoFaCreateAnswerSchema,
  ZTwoFaCreateSchema,
  ZTwoFaDeactivateConfirmSchema,
  ZTwoFaTypeBodySchema,
} from './two-fa';
import { ZUnlockConfirmSchema, ZUnlockRequestSchema } from './unlock';

/**
 * The BFF routes the browser calls (`/api` + key), each declared once: the route parses with these
 * schemas, the browser client is typed by them, and the forms run the same ones.
 */
export const BFF_CONTRACTS = defineBffContracts({
  '/config': { method: 'GET', answer: ZPublicConfigSchema },
  '/auth/login': { method: 'POST', body: ZLoginSchema, form: ZLoginFormSchema, answer: ZLoginAnswerSchema },
  '/auth/otp': { method: 'POST', body: ZOtpRequestSchema, form: ZOtpFormSchema, answer: ZLoginAnswerSchema },
  '/auth/logout': { method: 'POST', body: ZEmptySchema, form: ZLogoutFormSchema, answer: z.null() },
  '/auth/qr': { method: 'POST', body: ZQrStartSchema, answer: ZQrLoginSchema },
  '/auth/unlock': {
    method: 'POST',
    body: ZUnlockRequestSchema,
    form: ZUnlockRequestSchema,
    answer: z.null(),
  },
  '/auth/unlock/confirm': {
    method: 'POST',
    body: ZUnlockConfirmSchema,
    form: ZUnlockConfirmSchema,
    answer: z.null(),
  },
  '/auth/passkey/options': { method: 'POST', body: ZEmptySchema, answer: ZCeremonyOptionsSchema },
  '/auth/passkey': { method: 'POST', body: ZPasskeyLoginSchema, answer: ZLoginAnswerSchema },
  '/passkeys': { method: 'GET', answer: ZPasskeyListSchema },
  '/passkeys/options': { method: 'POST', body: ZEmptySchema, answer: ZCeremonyOptionsSchema },
  '/passkeys/add': { method: 'POST', body: ZPasskeyRegisterSchema, answer: ZPasskeySchema },
  '/passkeys/rename': {
    method: 'POST',
    body: ZPasskeyRenameRequestSchema,
    form: ZPasskeyRenameRequestSchema,
    answer: z.null(),
  },
  '/passkeys/remove': { method: 'POST', body: ZPasskeyIdSchema, answer: z.null() },
  '/auth/recovery-code': {
    method: 'POST',
    body: ZRecoveryCodeLoginSchema,
    form: ZRecoveryCodeLoginFormSchema,
    answer: ZLoginAnswerSchema,
  },
  '/two-fa/deactivate/recovery': {
    method: 'POST',
    body: ZRecoveryDeactivateSchema,
    form: ZRecoveryDeactivateSchema,
    answer: z.null(),
  },
  '/recovery-codes': { method: 'GET', answer: ZRecoveryCodeCountSchema },
  '/recovery-codes/new': { method: 'POST', body: ZEmptySchema, answer: ZRecoveryCodesSchema },
  '/auth/qr/poll': { method: 'POST', body: ZQrPollSchema, answer: ZLoginAnswerSchema },
  '/qr/info': { method: 'GET', query: ZQrCodeSchema, answer: ZQrInfoSchema },
  '/qr/approve': { method: 'POST', body: ZQrCodeSchema, form: ZQrCodeSchema, answer: z.null() },
  '/registration': {
    method: 'POST',
    body: ZRegistrationRequestSchema,
    form: ZRegistrationFormSchema,
    answer: z.null(),
  },
  '/registration/confirm': {
    method: 'POST',
    body: ZRegistrationConfirmSchema,
    form: ZRegistrationConfirmSchema,
    answer: ZApplicationAnswerSchema,
  },
  '/registration/resend': {
    method: 'POST',
    body: ZRecoveryMailRequestSchema,
    form: ZRecoveryMailRequestSchema,
    answer: z.null(),
  },
  '/referral': { method: 'GET', query: ZReferralQuerySchema, answer: ZSponsorSchema },
  '/countries/registration': { method: 'GET', answer: ZCountryListSchema },
  '/password': {
    method: 'POST',
    body: ZChangePasswordSchema,
    form: ZChangePasswordFormSchema,
    answer: z.null(),
  },
  '/password/reset': {
    method: 'POST',
    body: ZRecoveryMailRequestSchema,
    form: ZRecoveryMailRequestSchema,
    answer: z.null(),
  },
  '/password/reset/confirm': {
    method: 'POST',
    body: ZPasswordResetConfirmSchema,
    form: ZPasswordResetFormSchema,
    answer: ZPasswordResetAnswerSchema,
  },
  '/reauth/status': { method: 'GET', answer: ZStepUpStatusSchema },
  '/session/products': { method: 'GET', answer: ZSessionProductsSchema },
  '/sessions': { method: 'GET', answer: ZSessionListSchema },
  '/account/delete': {
    method: 'POST',
    body: ZAccountDeletionSchema,
    form: ZAccountDeletionSchema,
    answer: ZAccountDeletionAnswerSchema,
  },
  '/account/cancel-deletion': {
    method: 'POST',
    body: ZCancelDeletionSchema,
    form: ZCancelDeletionSchema,
    answer: z.null(),
  },
  '/not-me': { method: 'POST', body: ZNotMeSchema, form: ZNotMeSchema, answer: z.null() },
  '/sign-ins': { method: 'GET', answer: ZSignInHistorySchema },
  '/sessions/sign-out': {
    method: 'POST',
    body: ZSessionSignOutSchema,
    form: ZSessionSignOutSchema,
    answer: ZSessionsEndedSchema,
  },
  '/sessions/sign-out-others': {
    method: 'POST',
    body: ZEmptySchema,
    form: ZEmptySchema,
    answer: ZSessionsEndedSchema,
  },
  '/reauth': { method: 'POST', body: ZReauthSchema, form: ZReauthSchema, answer: ZReauthAnswerSchema },
  '/reauth/code': { method: 'POST', body: ZReauthCodeSchema, form: ZReauthCodeSchema, answer: z.null() },
  '/two-fa/tokens': {
    method: 'POST',
    body: ZTwoFaCreateSchema,
    form: ZTwoFaCreateSchema,
    answer: ZTwoFaCreateAnswerSchema,
  },
  '/two-fa/confirm': {
    method: 'POST',
    body: ZTwoFaCodeSchema,
    form: ZTwoFaCodeSchema,
    answer: ZTwoFaConfirmAnswerSchema,
  },
  '/two-fa/deactivate': {
    method: 'POST',
    body: ZTwoFaTypeBodySchema,
    form: ZTwoFaTypeBodySchema,
    answer: z.null(),
  },
  '/two-fa/deactivate/confirm': {
    method: 'POST',
    body: ZTwoFaDeactivateConfirmSchema,
    form: ZTwoFaDeactivateConfirmSchema,
    answer: z.null(),
  },
  '/documents': { method: 'GET', query: ZDocumentQuerySchema, answer: ZDocumentSchema },
  '/documents/passport': {
    method: 'POST',
    body: ZPassportBodySchema,
    form: ZPassportFormSchema,
    answer: ZDocumentSchema,
  },
  '/documents/address': {
    method: 'POST',
    body: ZAddressFormSchema,
    form: ZAddressFormSchema,
    answer: ZDocumentSchema,
  },
  '/documents/company': {
    method: 'POST',
    body: ZCompanyBodySchema,
    form: ZCompanyFormSchema,
    answer: ZDocumentSchema,
  },
  '/documents/delete': {
    method: 'POST',
    body: ZDocumentDeleteSchema,
    form: ZDocumentDeleteSchema,
    answer: ZDocumentSchema,
  },
  '/verifications/verify': {
    method: 'POST',
    body: ZVerifyFormSchema,
    form: ZVerifyFormSchema,
    answer: ZDocumentSchema,
  },
});

/**
 * Multipart uploads (the one exception to JSON bodies): the text fields beside the `file` part, the
 * answer, and the most a request may carry. The browser sends them with `uploadFile`
 * (lib/client/upload.ts, for its progress events); the BFF streams them on with `bffUploadRoute`.
 */
export const BFF_UPLOADS = {
  '/documents/upload': {
    fields: ZDocumentUploadFieldsSchema,
    answer: ZDocumentSchema,
    maxBytes: UPLOAD_REQUEST_MAX_BYTES,
  },
} as const;
export type BffUploadPath = keyof typeof BFF_UPLOADS;
export type BffUploadFields<P extends BffUploadPath> = z.input<(typeof BFF_UPLOADS)[P]['fields']>;
export type BffUploadAnswer<P extends BffUploadPath> = z.output<(typeof BFF_UPLOADS)[P]['answer']>;

type Contracts = typeof BFF_CONTRACTS;
export type BffPath = keyof Contracts;
type SchemaOf<P extends BffPath, K extends string> =
  Contracts[P] extends Record<K, infer S extends z.ZodType> ? S : never;
/** What the browser sends as the JSON body of `path`. */
export type BffBody<P extends BffPath> = z.input<SchemaOf<P, 'body'>>;
/** What the form of `path` holds (its values, before parsing). */
export type BffForm<P extends BffPath> = z.input<SchemaOf<P, 'form'>>;
export type BffQuery<P extends BffPath> = z.input<SchemaOf<P, 'query'>>;
/** What the browser receives in `data` when `path` succeeds. */
export type BffAnswer<P extends BffPath> = z.output<Contracts[P]['answer']>;
/** The paths a form posts to. */
export type BffFormPath = { [P in BffPath]: Contracts[P] extends { form: z.ZodType } ? P : never }[BffPath];
