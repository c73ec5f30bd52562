/** The 21 interface languages of SPEC §1, in the order the spec lists them. */
export const LOCALES = [
  'en',
  'de',
  'ru',
  'es',
  'it',
  'tr',
  'hi',
  'zh',
  'cs',
  'fr',
  'kk',
  'ms',
  'mn',
  'th',
  'ko',
  'ja',
  'ar',
  'bn',
  'pt',
  'id',
  'vi',
] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

const RTL_LOCALES: ReadonlySet<Locale> = new Set(['ar']);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale `value` names, or the default for a language the portal does not speak. */
export function supportedLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return RTL_LOCALES.has(locale) ? 'rtl' : 'ltr';
}

/** Each language named in itself, for the language menu. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  ru: 'Русский',
  es: 'Español',
  it: 'Italiano',
  tr: 'Türkçe',
  hi: 'हिन्दी',
  zh: '中文',
  cs: 'Čeština',
  fr: 'Français',
  kk: 'Қазақ тілі',
  ms: 'Bahasa Melayu',
  mn: 'Монгол',
  th: 'ไทย',
  ko: '한국어',
  ja: '日本語',
  ar: 'العربية',
  bn: 'বাংলা',
  pt: 'Português',
  id: 'Bahasa Indonesia',
  vi: 'Tiếng Việt',
};
