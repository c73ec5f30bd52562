/** Cookie names of SPEC §3 that the browser may read or write itself. */
export const COOKIE_CONSENT = 'acceptCookiePolicy';
export const REFERRAL_COOKIE = 'referral';
export const APPLICATION_COOKIE = 'application';
/** SPEC §3 `passport_token`: the BFF's sealed session (lib/bff/session-options.ts). */
export const SESSION_COOKIE = 'passport_token';
/**
 * The URL of the last shared public page with a form this browser loaded (its query and, on the reset
 * and confirmation pages, the code in its path): a form posted before hydration from a page rendered
 * once for everyone carries neither, and the BFF takes them from here (lib/bff/page-context.ts).
 */
export const PAGE_CONTEXT_COOKIE = 'passport_page';

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

/** Whether a Cookie header holds `name`, with or without its `__Host-`/`__Secure-` prefix. */
export function hasCookie(header: string | undefined, name: string): boolean {
  if (!header) return false;
  return header.split(';').some((pair) => {
    const key = pair.split('=')[0]?.trim() ?? '';
    return key === name || key === `__Host-${name}` || key === `__Secure-${name}`;
  });
}

/** The value of cookie `name` in a Cookie header, as sent. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
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

/**
 * OpenID Connect (issue 23): binds a product's sign-in in progress to the browser that began it; set by
 * the identity service's provider on `/api/oidc` only, read by the BFF and handed back with the session.
 */
export const OIDC_BINDING_COOKIE = 'passport_oidc';
