import { type TDocument, type TDocumentType } from '../schemas/documents';
import type { FieldErrors } from '../schemas/validation';
import { addressData, companyData, passportData } from '../verification/document-data';
import { DATE_RULES, type DateField } from './document-dates';

const PASSPORT_FIELDS = [
  'name',
  'surname',
  'gender',
  'birthday',
  'placeOfBirth',
  'citizenship',
  'seriesNumber',
  'issuedBy',
  'issueDate',
  'expireDate',
] as const;
const ADDRESS_PARTS = ['addressPostal', 'addressResidential'] as const;
const ADDRESS_FIELDS = ['address1', 'city', 'country', 'zip'] as const;

type Readable = Pick<TDocument, 'documentType' | 'documentMetadata' | 'relativeFilePath'>;

/**
 * What still keeps a document from being submitted (SPEC §4 "Readiness rules"), keyed like the
 * identity service's field errors: the browser enables Verification when this is empty, and the
 * identity service refuses a submission with exactly these errors. Dates are checked again, as a
 * saved expiry may have come too close since.
 */
export function readinessErrors(document: Readable, now = Date.now()): FieldErrors {
  const errors: FieldErrors = {};
  const missing = (field: string) => (errors[`documentMetadata.${field}`] = ['required']);
  if (document.documentType === 'PASSPORT') {
    const data = passportData(document);
    for (const field of PASSPORT_FIELDS) if (!data[field]) missing(field);
    for (const field of Object.keys(DATE_RULES) as DateField[]) {
      const rule = DATE_RULES[field];
      if (data[field] && !rule.ok(data[field], now)) errors[`documentMetadata.${field}`] = [rule.code];
    }
  } else if (document.documentType === 'ADDRESS') {
    const data = addressData(document);
    for (const part of ADDRESS_PARTS) {
      for (const field of ADDRESS_FIELDS) if (!data[part][field]) missing(`${part}.${field}`);
    }
  } else if (document.documentType === 'COMPANY') {
    if (!companyData(document).taxId) missing('taxId');
  }
  if (document.relativeFilePath.length === 0) errors.relativeFilePath = ['required'];
  return errors;
}

export function isReadyToSubmit(document: Readable, now = Date.now()): boolean {
  return Object.keys(readinessErrors(document, now)).length === 0;
}

/** SPEC §2: address and business wait until the passport's name and surname are saved. */
export function hasPassportName(passport: Pick<TDocument, 'documentMetadata'> | null | undefined): boolean {
  const data = passportData(passport);
  return data.name !== '' && data.surname !== '';
}

/** The summary's lower-case name of a document type (SPEC §3 "Verification status item"). */
export const SUMMARY_TYPE = {
  PASSPORT: 'passport',
  ADDRESS: 'address',
  COMPANY: 'company',
  SELFIE: 'selfie',
} as const satisfies Record<TDocumentType, string>;
