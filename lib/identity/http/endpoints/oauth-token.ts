import { z } from 'zod';

import { ZPresentPasswordSchema } from '../../../schemas/password';
import { exchangeSecondFactor } from '../../domain/exchange-second-factor';
import { issuePasswordToken } from '../../domain/issue-password-token';
import { issueQrToken } from '../../domain/issue-qr-token';
import { defineEndpoint } from '../define-endpoint';
import { ZTokenAnswerSchema } from './token-answer-schema';

const present = (max = 256) =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'max_length' });
const optional = (max = 256) => z.string().max(max, { error: 'max_length' }).optional();

export const ZTokenRequestSchema = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('password'),
    username: present(),
    password: ZPresentPasswordSchema,
    application: optional(64),
    google_recaptcha_v2: optional(20_000),
  }),
  z.object({ grant_type: z.literal('oauth_token'), oauth_token: present(), otp: optional(16) }),
  z.object({
    grant_type: z.literal('qr_code'),
    code: present(),
    application: optional(64),
    browser: present().describe('the value given to /oauth/qr/generate'),
  }),
]);

/** POST /oauth/token — password, second-factor and QR grants (SPEC §7, DESIGN §3). */
export const oauthTokenEndpoint = defineEndpoint({
  method: 'POST',
  path: '/oauth/token',
  style: 'oauth',
  auth: 'client',
  tag: 'oauth',
  summary: 'Issue an access token',
  description:
    'Form data with client Basic auth. Errors are `{error, error_description}` where `error` is a SPEC §8 code: ' +
    'bad_credentials, user_disabled, user_account_locked, google_recaptcha_v2_required, invalid_recaptcha, incorrect_otp, ' +
    'otp_confirmation_error, invalid_token, access_denied (QR not approved yet: keep polling), too_many_requests.',
  body: ZTokenRequestSchema,
  response: ZTokenAnswerSchema,
  errors: [
    'invalid_request',
    'access_denied',
    'bad_credentials',
    'user_disabled',
    'user_account_locked',
    'google_recaptcha_v2_required',
    'invalid_recaptcha',
    'unsupported_application',
    'incorrect_otp',
    'otp_confirmation_error',
    'invalid_token',
    'too_many_requests',
  ],
  async handle({ ctx, body, client, ip }) {
    const clientId = client!.id;
    switch (body.grant_type) {
      case 'password':
        return issuePasswordToken(ctx, {
          clientId,
          username: body.username,
          password: body.password,
          application: body.application,
          captcha: body.google_recaptcha_v2,
          ip,
        });
      case 'oauth_token':
        return exchangeSecondFactor(ctx, {
          clientId,
          oauthToken: body.oauth_token,
          otp: body.otp || undefined,
          ip,
        });
      case 'qr_code':
        return issueQrToken(ctx, {
          clientId,
          code: body.code,
          application: body.application,
          browser: body.browser,
          ip,
        });
    }
  },
});
