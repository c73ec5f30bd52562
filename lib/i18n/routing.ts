import { defineRouting } from 'next-intl/routing';

import { DEFAULT_LOCALE, LOCALES } from './locales';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'always',
  // DESIGN §3: the bare root always goes to the default locale; the chosen language lives in the URL.
  localeDetection: false,
  localeCookie: false,
});
