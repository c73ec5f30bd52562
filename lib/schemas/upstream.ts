import { z } from 'zod';

import { ZApplicationAnswerSchema } from './application';
import { ZAltchaChallengeSchema } from './captcha';
import { ZChangePasswordSchema } from './change-password';
import { defineContracts, ZEmptySchema } from './contract';
import { ZCountryListSchema } from './countries';
import {
  ZCheckTokenQuerySchema,
  ZQrGenerateAnswerSchema,
  ZQrGenerateQuerySchema,
  ZRedirectUrlAnswerSchema,
  ZRedirectUrlQuerySchema,
  ZRevokeAnswerSchema,
  ZTokenAnswerSchema,
  ZTokenInfoSchema,
  ZTokenRequestSchema,
} from './oauth';
import { ZPasswordResetConfirmSchema, ZPasswordResetRequestSchema } from './password-reset';
import { ZProfileSchema, ZReferralQuerySchema, ZSponsorSchema } from './profile';
import { ZPublicConfigSchema } from './public-config';
import { ZQrApproveAnswerSchema, ZQrCodeSchema, ZQrInfoSchema } from './qr';
import { ZRegistrationConfirmSchema, ZRegistrationResendSchema, ZRegistrationSchema } from './registration';
import {
  ZTwoFaCodeSchema,
  ZTwoFaCreateAnswerSchema,
  ZTwoFaCreateSchema,
  ZTwoFaTokenListSchema,
  ZTwoFaTypeBodySchema,
  ZTwoFaTypeListSchema,
} from './two-fa';

/**
 * The identity service's calls (SPEC §7, DESIGN §3), each declared once: the identity endpoint serves
 * it, the BFF calls it, and `/v1/openapi.json` publishes it — all from these objects.
 */
export const UPSTREAM = defineContracts({
  config: { method: 'GET', host: 'rest', path: '/config', envelope: 'none', answer: ZPublicConfigSchema },
  token: {
    method: 'POST',
    host: 'oauth',
    path: '/oauth/token',
    body: ZTokenRequestSchema,
    envelope: 'none',
    answer: ZTokenAnswerSchema,
  },
  revokeToken: {
    method: 'DELETE',
    host: 'oauth',
    path: '/oauth/token/revoke',
    envelope: 'data',
    answer: ZRevokeAnswerSchema,
  },
  checkToken: {
    method: 'POST',
    host: 'oauth',
    path: '/oauth/check_token',
    query: ZCheckTokenQuerySchema,
    envelope: 'none',
    answer: ZTokenInfoSchema,
  },
  redirectUrl: {
    method: 'GET',
    host: 'oauth',
    path: '/oauth/application/redirect_url',
    query: ZRedirectUrlQuerySchema,
    envelope: 'data',
    answer: ZRedirectUrlAnswerSchema,
  },
  qrGenerate: {
    method: 'GET',
    host: 'oauth',
    path: '/oauth/qr/generate',
    query: ZQrGenerateQuerySchema,
    envelope: 'state',
    answer: ZQrGenerateAnswerSchema,
  },
  user: { method: 'GET', host: 'rest', path: '/v1/user', envelope: 'data', answer: ZProfileSchema },
  changePassword: {
    method: 'PUT',
    host: 'rest',
    path: '/v1/password',
    body: ZChangePasswordSchema,
    envelope: 'data',
    answer: ZEmptySchema,
  },
  passwordReset: {
    method: 'POST',
    host: 'rest',
    path: '/v1/password/reset',
    body: ZPasswordResetRequestSchema,
    envelope: 'data',
    answer: ZEmptySchema,
  },
  passwordResetConfirm: {
    method: 'POST',
    host: 'rest',
    path: '/v1/password/reset/confirm',
    body: ZPasswordResetConfirmSchema,
    envelope: 'data',
    answer: ZApplicationAnswerSchema,
  },
  countriesRegistration: {
    method: 'GET',
    host: 'rest',
    path: '/v1/countries/registration',
    envelope: 'data',
    answer: ZCountryListSchema,
  },
  countriesVerification: {
    method: 'GET',
    host: 'rest',
    path: '/v1/countries/verification',
    envelope: 'data',
    answer: ZCountryListSchema,
  },
  registration: {
    method: 'POST',
    host: 'rest',
    path: '/v1/registration',
    body: ZRegistrationSchema,
    envelope: 'data',
    answer: ZEmptySchema,
  },
  registrationConfirm: {
    method: 'POST',
    host: 'rest',
    path: '/v1/registration/confirm',
    body: ZRegistrationConfirmSchema,
    envelope: 'data',
    answer: ZApplicationAnswerSchema,
  },
  registrationResend: {
    method: 'POST',
    host: 'rest',
    path: '/v1/registration/confirm/resend',
    body: ZRegistrationResendSchema,
    envelope: 'data',
    answer: ZEmptySchema,
  },
  referralInfo: {
    method: 'GET',
    host: 'rest',
    path: '/v1/user/referral/info',
    query: ZReferralQuerySchema,
    envelope: 'data',
    answer: ZSponsorSchema,
  },
  qrApprove: {
    method: 'POST',
    host: 'rest',
    path: '/v1/qr/approve',
    body: ZQrCodeSchema,
    envelope: 'data',
    answer: ZQrApproveAnswerSchema,
  },
  qrInfo: {
    method: 'GET',
    host: 'rest',
    path: '/v1/qr/info',
    query: ZQrCodeSchema,
    envelope: 'data',
    answer: ZQrInfoSchema,
  },
  twoFaTokens: {
    method: 'GET',
    host: 'rest',
    path: '/v1/two-fa/tokens',
    envelope: 'data',
    answer: ZTwoFaTokenListSchema,
  },
  twoFaAvailable: {
    method: 'GET',
    host: 'rest',
    path: '/v1/two-fa/tokens/types/available',
    envelope: 'data',
    answer: ZTwoFaTypeListSchema,
  },
  twoFaOnlyDeactivate: {
    method: 'GET',
    host: 'rest',
    path: '/v1/two-fa/tokens/types/only-deactivate',
    envelope: 'data',
    answer: ZTwoFaTypeListSchema,
  },
  twoFaCreate: {
    method: 'POST',
    host: 'rest',
    path: '/v1/two-fa/tokens',
    body: ZTwoFaCreateSchema,
    envelope: 'data',
    answer: ZTwoFaCreateAnswerSchema,
  },
  twoFaConfirm: {
    method: 'POST',
    host: 'rest',
    path: '/v1/two-fa/tokens/confirm',
    body: ZTwoFaCodeSchema,
    envelope: 'data',
    answer: ZEmptySchema,
  },
  twoFaDeactivate: {
    method: 'POST',
    host: 'rest',
    path: '/v1/two-fa/tokens/deactivate',
    body: ZTwoFaTypeBodySchema,
    envelope: 'data',
    answer: ZEmptySchema,
  },
  twoFaDeactivateConfirm: {
    method: 'POST',
    host: 'rest',
    path: '/v1/two-fa/tokens/deactivate/confirm',
    body: ZTwoFaCodeSchema,
    envelope: 'data',
    answer: ZEmptySchema,
  },
  telegramWebhook: {
    method: 'POST',
    host: 'rest',
    path: '/v1/telegram/webhook',
    envelope: 'none',
    answer: z.unknown().describe("grammY's answer to Telegram"),
  },
  captchaChallenge: {
    method: 'GET',
    host: 'rest',
    path: '/v1/captcha/challenge',
    envelope: 'data',
    answer: ZAltchaChallengeSchema,
  },
  openApi: {
    method: 'GET',
    host: 'rest',
    path: '/v1/openapi.json',
    envelope: 'none',
    answer: z.record(z.string(), z.unknown()).describe('this OpenAPI 3.1 document'),
  },
});

export type UpstreamName = keyof typeof UPSTREAM;
