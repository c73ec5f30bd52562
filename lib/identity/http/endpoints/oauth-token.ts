import { UPSTREAM } from '../../../schemas/upstream';
import { issueQrToken } from '../../domain/qr/issue-qr-token';
import { exchangeSecondFactor } from '../../domain/sign-in/exchange-second-factor';
import { issuePasswordToken } from '../../domain/sign-in/issue-password-token';
import { boundApplication } from '../../domain/tokens/bound-application';
import { issueProductToken } from '../../domain/tokens/issue-product-token';
import { defineEndpoint } from '../define-endpoint';

/** POST /oauth/token — password, second-factor, QR and token-exchange grants (SPEC §7, DESIGN §3). */
export const oauthTokenEndpoint = defineEndpoint(UPSTREAM.token, {
  auth: 'client',
  tag: 'oauth',
  summary: 'Issue an access token',
  description:
    'Form data with client Basic auth. Errors are `{error, error_description}` where `error` is a SPEC §8 code: ' +
    'bad_credentials, user_disabled, user_account_locked, password_reset_required (after "Not me": reset the password first), google_recaptcha_v2_required, invalid_recaptcha, incorrect_otp, ' +
    'otp_confirmation_error, invalid_token, access_denied (QR not approved yet: keep polling), too_many_requests. ' +
    'The token-exchange grant (RFC 8693) turns a portal session into a token bound to one linked product. ' +
    'A client bound to a product group gets tokens of that group only (naming another is unsupported_application), ' +
    "from every grant: linked-product tokens that the portal operations refuse (403) and the owner's portal logout revokes.",
  errors: [
    'invalid_request',
    'access_denied',
    'bad_credentials',
    'user_disabled',
    'user_account_locked',
    'password_reset_required',
    'account_deletion_pending',
    'google_recaptcha_v2_required',
    'invalid_recaptcha',
    'unsupported_application',
    'incorrect_otp',
    'otp_confirmation_error',
    'invalid_token',
    'too_many_requests',
  ],
  async handle({ ctx, body, client, ip, request }) {
    const clientId = client!.id;
    const userAgent = request.headers.get('user-agent');
    // A client bound to a product group gets that group's tokens only (bound-application.ts), and
    // they are a linked product's tokens whatever the grant: no portal operation takes them.
    const productClient = client!.group !== null;
    switch (body.grant_type) {
      case 'password':
        return issuePasswordToken(ctx, {
          clientId,
          username: body.username,
          password: body.password,
          application: boundApplication(client!, body.application) ?? undefined,
          captcha: body.google_recaptcha_v2,
          device: body.device,
          productClient,
          ip,
          userAgent,
        });
      case 'oauth_token':
        return exchangeSecondFactor(ctx, {
          clientId,
          oauthToken: body.oauth_token,
          otp: body.otp || undefined,
          ip,
          userAgent,
        });
      case 'urn:ietf:params:oauth:grant-type:token-exchange':
        return issueProductToken(ctx, {
          clientId,
          subjectToken: body.subject_token,
          audience: boundApplication(client!, body.audience) ?? body.audience,
          ip,
        });
      case 'qr_code':
        return issueQrToken(ctx, {
          clientId,
          code: body.code,
          application: boundApplication(client!, body.application) ?? undefined,
          browser: body.browser,
          device: body.device,
          productClient,
          ip,
          userAgent,
        });
    }
  },
});
