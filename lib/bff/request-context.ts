import 'server-only';

import { headers } from 'next/headers';

import { env } from '../env';
import { isRequestId, REQUEST_ID_HEADER } from '../http/request-id';
import { VISITOR_HEADER } from '../http/visitor-address';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales';

/** Who a BFF call or a page render is for: what every upstream call carries (SPEC §7, DESIGN §1). */
export type RequestContext = {
  /** The interface language: `X-Locale` (our browser client), the page's locale, else the default. */
  locale: Locale;
  /** The visitor's address, as the Node entry derived it from the socket and trusted proxies. */
  clientIp: string | undefined;
  userAgent: string | undefined;
  /** The id the Node entry gave the request; upstream calls carry it so their log lines share it. */
  requestId?: string;
};

/** The one reading of the current request, for route handlers and server components alike. */
export async function requestContext(): Promise<RequestContext> {
  return contextOf(await headers());
}

export function contextOf(h: Headers): RequestContext {
  const locale = [h.get('x-locale'), h.get('x-next-intl-locale')].find(isLocale) ?? DEFAULT_LOCALE;
  return {
    locale,
    clientIp: h.get(VISITOR_HEADER) ?? undefined,
    userAgent: h.get('user-agent') ?? undefined,
    requestId: isRequestId(h.get(REQUEST_ID_HEADER)) ? h.get(REQUEST_ID_HEADER)! : undefined,
  };
}

/** The origins a same-origin request may come from: APP_URL and the host the request was sent to. */
export function allowedOrigins(request: Request): Set<string> {
  const origins = new Set<string>([new URL(env().APP_URL).origin]);
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (host) {
    const proto =
      request.headers.get('x-forwarded-proto')?.split(',')[0] ??
      new URL(request.url).protocol.replace(':', '');
    origins.add(`${proto}://${host}`);
  }
  return origins;
}

/**
 * CSRF guard for mutating routes, JSON and form posts alike: a browser names the Origin of a
 * cross-site fetch or form post, and Sec-Fetch-Site says whether it was same-origin.
 */
export function isSameOrigin(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.get('origin');
  if (origin === null) return site === 'same-origin' || site === null;
  return allowedOrigins(request).has(origin);
}
