import type messages from '../../messages/en.json';
import type { Locale } from './locales';

// next-intl checks every message key and every locale against these, so a misspelt key fails the
// type check (English is the source; the other 20 files are tested to hold the same keys).
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
