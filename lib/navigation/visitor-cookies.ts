import { APPLICATION_COOKIE, PAGE_CONTEXT_COOKIE, REFERRAL_COOKIE } from '../http/cookie-names';
import { REFERRAL_COOKIE_MAX_AGE_S } from '../policy';
import { parseApplication } from '../products';
import { sharedPageOf } from './shared-pages';

/** An invite code as the portal issues them, give or take case; anything else is not kept. */
const REFERRAL_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** What a shared page's form may need from the address it was opened at (lib/bff/page-context.ts). */
export const PAGE_CONTEXT_PARAMS = ['application', 'backUrl', 'next', 'referral'] as const;

export type VisitorCookie = {
  name: string;
  value: string;
  path: string;
  httpOnly: boolean;
  /** Seconds; absent for a cookie that ends with the browser session. */
  maxAge?: number;
};

/**
 * The cookies a page request leaves (SPEC §2 "Application start": the referral for a year, the
 * application for the session), and on a shared page the page context its forms fall back on. One
 * list for the proxy (pages Next renders) and the Node entry (pages it serves from its cache).
 */
export function visitorCookies(pathname: string, search: URLSearchParams): VisitorCookie[] {
  const cookies: VisitorCookie[] = [];
  const referral = search.get('referral');
  if (referral && REFERRAL_PATTERN.test(referral)) {
    cookies.push({
      name: REFERRAL_COOKIE,
      value: referral,
      path: '/',
      httpOnly: false,
      maxAge: REFERRAL_COOKIE_MAX_AGE_S,
    });
  }
  const application = parseApplication(search.get('application'));
  if (application) cookies.push({ name: APPLICATION_COOKIE, value: application, path: '/', httpOnly: false });
  if (sharedPageOf(pathname)) {
    const kept = new URLSearchParams();
    for (const key of PAGE_CONTEXT_PARAMS) {
      const value = search.get(key);
      if (value && value.length <= 2048) kept.set(key, value);
    }
    const query = kept.toString();
    // Rewritten on every visit, so a form never falls back on another visit's address.
    cookies.push({
      name: PAGE_CONTEXT_COOKIE,
      value: encodeURIComponent(`${pathname}${query ? `?${query}` : ''}`),
      path: '/api',
      httpOnly: true,
    });
  }
  return cookies;
}

/** A Set-Cookie header value (SameSite=Lax; Secure behind https). */
export function serializeCookie(cookie: VisitorCookie, secure: boolean): string {
  return [
    `${cookie.name}=${cookie.value}`,
    `Path=${cookie.path}`,
    ...(cookie.maxAge === undefined ? [] : [`Max-Age=${cookie.maxAge}`]),
    ...(cookie.httpOnly ? ['HttpOnly'] : []),
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
