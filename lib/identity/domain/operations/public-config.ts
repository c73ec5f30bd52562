import { backUrlOf, env } from '../../../env';
import { PRODUCT_GROUPS } from '../../../products';
import type { PublicConfig } from '../../../schemas/public-config';

/** `GET /config`: what the browser may know. Never the client secret. */
export function publicConfig(): PublicConfig {
  const e = env();
  const recaptchaActive = !!e.RECAPTCHA_SECRET_KEY;
  return {
    authClientId: e.OAUTH_CLIENT_ID,
    // The public origin when the service is this same server, never its internal loopback address.
    domainOauth: process.env.OAUTH_URL ? e.OAUTH_URL : e.APP_URL,
    domainPassportRest: process.env.PASSPORT_API_URL ? e.PASSPORT_API_URL : e.APP_URL,
    domainCdn: e.CDN_URL,
    twoFaBot: e.TELEGRAM_BOT_NAME ?? null,
    googleApiKey: e.GOOGLE_MAPS_API_KEY ?? null,
    recaptcha: recaptchaActive ? (e.RECAPTCHA_SITE_KEY ?? null) : null,
    captcha: recaptchaActive ? 'recaptcha' : 'altcha',
    registrationWithoutReferral: e.REGISTRATION_WITHOUT_REFERRAL,
    supportEmail: e.SUPPORT_EMAIL,
    backUrls: Object.fromEntries(PRODUCT_GROUPS.map((group) => [group, backUrlOf(group)])),
  };
}
