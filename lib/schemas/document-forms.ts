import { z } from 'zod';

import {
  ZAddressPartSchema,
  ZCompanyMetadataSchema,
  ZDocumentIdSchema,
  ZDocumentTypeSchema,
  ZPassportMetadataSchema,
  type TAddressMetadata,
  type TFormDocumentType,
} from './documents';

/**
 * The verification forms of SPEC §2. Each form's fields are flat (they post natively before
 * hydration); the BFF sends them upstream as `{ documentType, documentMetadata }` and names the
 * upstream's field errors (`documentMetadata.addressPostal.zip`) back after the form's own fields.
 */

/** Passport: the form's fields are the metadata's own. */
export const ZPassportFormSchema = ZPassportMetadataSchema;
export type TPassportForm = z.input<typeof ZPassportFormSchema>;

/** Business: likewise. */
export const ZCompanyFormSchema = ZCompanyMetadataSchema;
export type TCompanyForm = z.input<typeof ZCompanyFormSchema>;

const ADDRESS_KEYS = ['address1', 'address2', 'city', 'country', 'zip'] as const;
type AddressKey = (typeof ADDRESS_KEYS)[number];
const capital = (key: string) => `${key.charAt(0).toUpperCase()}${key.slice(1)}`;

/** The flat name of an address field: `postalZip`, `residentialAddress1`, … */
export function addressFieldName(part: 'addressPostal' | 'addressResidential', key: AddressKey) {
  return `${part === 'addressPostal' ? 'postal' : 'residential'}${capital(key)}` as const;
}

const postalShape = ZAddressPartSchema.shape;
/**
 * Address: both addresses flat, plus 'the same as registration'. The BFF takes these fields as they
 * are, posted natively or as JSON, so its own field errors carry the form's names on every path.
 */
export const ZAddressFormSchema = z.object({
  postalAddress1: postalShape.address1,
  postalAddress2: postalShape.address2,
  postalCity: postalShape.city,
  postalCountry: postalShape.country,
  postalZip: postalShape.zip,
  residentialAddress1: postalShape.address1,
  residentialAddress2: postalShape.address2,
  residentialCity: postalShape.city,
  residentialCountry: postalShape.country,
  residentialZip: postalShape.zip,
  sameAddress: z.preprocess((value) => value === true || value === 'on' || value === 'true', z.boolean()),
});

/** The metadata the identity service takes; 'the same' posts the registration address for both (SPEC §4). */
export function addressMetadataOf(form: z.output<typeof ZAddressFormSchema>): TAddressMetadata {
  const postal = {
    address1: form.postalAddress1,
    address2: form.postalAddress2,
    city: form.postalCity,
    country: form.postalCountry,
    zip: form.postalZip,
  };
  const residential = form.sameAddress
    ? postal
    : {
        address1: form.residentialAddress1,
        address2: form.residentialAddress2,
        city: form.residentialCity,
        country: form.residentialCountry,
        zip: form.residentialZip,
      };
  return { addressPostal: postal, addressResidential: { ...residential } };
}
export type TAddressForm = z.input<typeof ZAddressFormSchema>;

/** The BFF bodies: the metadata of each type (the address form's flat fields, above). */
export const ZPassportBodySchema = ZPassportMetadataSchema;
export const ZCompanyBodySchema = ZCompanyMetadataSchema;

/** Each form's fields, as posted (the ones a refused form shows again). */
export const PASSPORT_FORM_FIELDS = Object.keys(ZPassportFormSchema.shape);
export const COMPANY_FORM_FIELDS = Object.keys(ZCompanyFormSchema.shape);
export const ADDRESS_FORM_FIELDS = [
  ...(['addressPostal', 'addressResidential'] as const).flatMap((part) =>
    ADDRESS_KEYS.map((key) => addressFieldName(part, key)),
  ),
  'sameAddress',
];

/** Upstream field names → the form's (`documentMetadata.name` → `name`). */
export function formFieldNames(type: TFormDocumentType): Record<string, string> {
  if (type === 'ADDRESS') {
    const names: Record<string, string> = {};
    for (const part of ['addressPostal', 'addressResidential'] as const) {
      for (const key of ADDRESS_KEYS) names[`documentMetadata.${part}.${key}`] = addressFieldName(part, key);
    }
    return names;
  }
  const shape = type === 'PASSPORT' ? ZPassportMetadataSchema.shape : ZCompanyMetadataSchema.shape;
  return Object.fromEntries(Object.keys(shape).map((key) => [`documentMetadata.${key}`, key]));
}

/** `POST /api/verifications/verify`: the Verification button, a small form of its own. */
export const ZVerifyFormSchema = ZDocumentIdSchema;

/** `GET /api/documents?documentType=`: one document of the signed-in user. */
export const ZDocumentQuerySchema = z.object({ documentType: ZDocumentTypeSchema });
