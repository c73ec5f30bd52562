/** The per-locale legal documents of SPEC §2 "Layouts", on the documents host. */
export const LEGAL_DOCUMENTS = [
  { key: 'terms', file: 'TermsandConditionsPP.pdf' },
  { key: 'privacy', file: 'PrivacyPolicyPP.pdf' },
  { key: 'termsOfUse', file: 'TermsofUsePP.pdf' },
] as const;

export const IMPRINT_PATH = '/Imprint.html';

export function documentUrl(cdn: string, locale: string, file: string): string {
  return `${cdn.replace(/\/$/, '')}/${locale}/${file}`;
}
