import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales';
import { clientAddress } from '../client-address';
import { env } from '../env';

/** The language of a BFF call: the X-Locale our browser client sends, else the default. */
export function localeOf(request: Request): Locale {
  const header = request.headers.get('x-locale');
  return isLocale(header) ? header : DEFAULT_LOCALE;
}

/** The visitor's address as the nearest trusted proxy (or `next start`) reported it. */
export function clientIpOf(request: Request): string | undefined {
  return clientAddress(request.headers.get('x-forwarded-for'), env().TRUSTED_PROXY_HOPS);
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
 * CSRF guard for mutating routes: a browser always names the Origin of a cross-site fetch or form
 * post, and Sec-Fetch-Site says whether it was same-origin.
 */
export function isSameOrigin(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.get('origin');
  if (origin === null) return site === 'same-origin' || site === null;
  return allowedOrigins(request).has(origin);
}
