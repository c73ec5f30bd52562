import { directionOf, isLocale, type Locale } from '../../i18n/locales';
import { LOGOUT_TEXTS } from './logout-texts';

/** The first of the product's `ui_locales`, else of the browser's languages, that the portal speaks. */
export function logoutLocale(uiLocales: unknown, acceptLanguage: string | undefined): Locale {
  const wanted = [
    ...(typeof uiLocales === 'string' ? uiLocales.split(' ') : []),
    ...(acceptLanguage ?? '').split(',').map((part) => part.split(';')[0]!.trim()),
  ];
  for (const tag of wanted) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return 'en';
}

/**
 * RP-initiated logout's confirmation: the provider's form, sent through the BFF (`/api/oidc/logout`)
 * so that the portal session ends with the provider's before the browser goes back to the product.
 */
export function logoutPage(providerForm: string, locale: Locale): string {
  const texts = LOGOUT_TEXTS[locale];
  const form = providerForm.replace(/action="[^"]*"/, 'action="/api/oidc/logout"');
  return `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${texts.title} — Passport</title></head><body style="font-family:system-ui,sans-serif;max-inline-size:28rem;margin:4rem auto;padding:0 1rem;color:#12151f"><main><h1>${texts.title}</h1><p>${texts.question}</p>${form}<button type="submit" form="op.logoutForm" value="yes" name="logout" autofocus style="font:inherit;padding:.6rem 1.2rem">${texts.confirm}</button></main></body></html>`;
}
