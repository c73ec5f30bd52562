import { supportedLocale, type Locale } from '../../i18n/locales';

/** The `X-Locale` header the BFF sends (SPEC §7), or the default language. */
export function requestLocale(request: Request): Locale {
  return supportedLocale(request.headers.get('x-locale')?.trim().toLowerCase());
}
