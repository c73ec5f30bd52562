/** Cookie names of SPEC §3 that the browser may read or write itself. */
export const COOKIE_CONSENT = 'acceptCookiePolicy';
export const REFERRAL_COOKIE = 'referral';
export const APPLICATION_COOKIE = 'application';

/**
 * A form posted before hydration hands its outcome to the page it returns to in this sealed cookie;
 * the proxy moves it into FORM_STATE_HEADER of that one page request and deletes it, so it shows once.
 */
export const FORM_STATE_COOKIE = 'passport_form';
export const FORM_STATE_HEADER = 'x-passport-form';

/**
 * Behind https, cookies that must come from this host only carry the `__Host-` prefix (Secure, Path=/,
 * no Domain — a sibling subdomain cannot plant or shadow them); `__Secure-` where the path is narrower.
 */
export function hostCookie(name: string, secure: boolean): string {
  return secure ? `__Host-${name}` : name;
}

export function secureCookie(name: string, secure: boolean): string {
  return secure ? `__Secure-${name}` : name;
}

/**
 * SPEC §3/§4 pending-save markers, one per document with a form (the selfie has none): the browser
 * writes the submitted document's `updatedAt` here for 30 days, and while the document's `updatedAt`
 * is not later than it, the page treats the document as ASYNC and polls it.
 */
export const PENDING_SAVE_COOKIES = {
  PASSPORT: 'passportPendingSave',
  ADDRESS: 'addressPendingSave',
  COMPANY: 'companyPendingSave',
} as const;
