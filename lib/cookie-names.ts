/** Cookie names of SPEC §3 that the browser may read or write itself. */
export const COOKIE_CONSENT = 'acceptCookiePolicy';
export const REFERRAL_COOKIE = 'referral';
export const APPLICATION_COOKIE = 'application';
