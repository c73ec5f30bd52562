import { UPSTREAM } from '../../../schemas/upstream';
import { redeemUnlockLink } from '../../domain/sign-in/redeem-unlock-link';
import { requestUnlockLink } from '../../domain/sign-in/request-unlock-link';
import { defineEndpoint } from '../define-endpoint';

/** POST /v1/login/unlock — mail an unlock link (client Basic auth); same answer for any e-mail. */
export const unlockRequestEndpoint = defineEndpoint(UPSTREAM.unlockRequest, {
  auth: 'client',
  tag: 'oauth',
  summary: 'Mail a link that lets one browser past the login lock',
  description:
    'The owner’s way in while failed logins lock the account: a single-use link valid 15 minutes, sent to ' +
    'the account’s address. Answers `{}` no sooner than 300 ms whether or not the address has an account; ' +
    'counted with the reset mails (3 a day per address and requester; a captcha after 5 requests a day).',
  errors: [
    'access_denied',
    'invalid_request',
    'validation_error',
    'google_recaptcha_v2_required',
    'invalid_recaptcha',
    'too_many_requests',
  ],
  async handle({ ctx, body, ip }) {
    await requestUnlockLink(ctx, { email: body.email, captcha: body.googleRecaptchaV2, ip });
    return {};
  },
});

/** POST /v1/login/unlock/confirm — the link's code buys the browser a trusted-device token. */
export const unlockConfirmEndpoint = defineEndpoint(UPSTREAM.unlockConfirm, {
  auth: 'client',
  tag: 'oauth',
  summary: 'Use an unlock link: a trusted-device token for this browser',
  description:
    'Send the answered `device_token` as `device` with the password grant: the lock does not hold that ' +
    'browser (the password is still needed). Keep it out of the browser’s reach (an httpOnly cookie).',
  errors: [
    'access_denied',
    'invalid_request',
    'validation_error',
    'invalid_confirmation_code',
    'too_many_requests',
  ],
  handle: ({ ctx, body, ip }) => redeemUnlockLink(ctx, { code: body.code, ip }),
});
