import { supportedLocale, type Locale } from '../../../i18n/locales';
import { ar } from './ar';
import { bn } from './bn';
import { cs } from './cs';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { hi } from './hi';
import { id } from './id';
import { it } from './it';
import { ja } from './ja';
import { kk } from './kk';
import { ko } from './ko';
import { mn } from './mn';
import { ms } from './ms';
import { pt } from './pt';
import { ru } from './ru';
import { th } from './th';
import { tr } from './tr';
import type { SecurityTexts } from './types';
import { vi } from './vi';
import { zh } from './zh';

export type { SecurityTexts };

/** Typed by Locale: a language added to LOCALES without these texts fails to compile. */
const SECURITY_TEXTS: Record<Locale, SecurityTexts> = {
  en,
  de,
  ru,
  es,
  it,
  tr,
  hi,
  zh,
  cs,
  fr,
  kk,
  ms,
  mn,
  th,
  ko,
  ja,
  ar,
  bn,
  pt,
  id,
  vi,
};

/** The texts in `language`, or English for a language the portal does not speak. */
export function securityTexts(language: string | null | undefined): SecurityTexts {
  return SECURITY_TEXTS[supportedLocale(language)];
}
