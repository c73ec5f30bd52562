import { supportedLocale } from '../../i18n/locales';
import { MAIL_TABLES } from './texts';
import type { MailKind, MailText } from './texts/types';

export type { MailKind, MailText };

/** The words of one mail in `language` (one table per locale under ./texts); an unsupported language gets English. */
export function mailText(kind: MailKind, language: string): MailText {
  return MAIL_TABLES[supportedLocale(language)][kind];
}
