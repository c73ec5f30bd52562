import { supportedLocale, type Locale } from '../../i18n/locales';

/** The `X-Locale` header the BFF sends (SPEC §7), or the default language. */
export function requestLocale(request: Request): Locale {
  return supportedLocale(request.headers.get('x-locale')?.trim().toLowerCase());
}

/** The language the caller named in `X-Locale`, if it named one; undefined leaves the choice to the account. */
export function namedLocale(request: Request): Locale | undefined {
  return request.headers.has('x-locale') ? requestLocale(request) : undefined;
}
