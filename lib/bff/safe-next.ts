import { isLocale } from '../i18n/locales';

/**
 * Accepts only a path of this portal under a locale ("/en/login"): no scheme, no host, no "//", no
 * backslash and no control or space characters (a browser drops tabs and newlines, turning "/\t/evil"
 * into "//evil").
 */
export function safeNextPath(value: string | null | undefined, fallback: string): string {
  if (!value || !/^\/[A-Za-z0-9\-._~%/?=&]*$/.test(value) || value.startsWith('//')) return fallback;
  const [, first] = value.split(/[/?]/);
  return isLocale(first) ? value : fallback;
}
