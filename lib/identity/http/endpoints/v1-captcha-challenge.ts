import { UPSTREAM } from '../../../schemas/upstream';
import { createAltchaChallenge } from '../../captcha/create-altcha-challenge';
import { defineEndpoint } from '../define-endpoint';

/** GET /v1/captcha/challenge — an ALTCHA challenge (used when `/config` says `captcha: 'altcha'`). */
export const captchaChallengeEndpoint = defineEndpoint(UPSTREAM.captchaChallenge, {
  auth: 'none',
  tag: 'captcha',
  summary: 'Issue an ALTCHA proof-of-work challenge',
  description:
    '`data` is the challenge for the ALTCHA widget (v2 protocol). The solved payload (base64 JSON) goes into ' +
    '`google_recaptcha_v2` / `googleRecaptchaV2` and is good for one attempt within 10 minutes.',
  errors: ['too_many_requests'],
  async handle({ ctx, ip }) {
    await ctx.limits.consume('captchaChallenge', ip);
    return createAltchaChallenge(ctx.config.captchaSecret, ctx.config.abuse.captchaCost, ctx.now());
  },
});
