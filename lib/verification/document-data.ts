import {
  EMPTY_METADATA,
  ZAddressDataSchema,
  ZCompanyDataSchema,
  ZPassportDataSchema,
  type TAddressData,
  type TCompanyData,
  type TDocument,
  type TPassportData,
} from '../schemas/documents';

/** The metadata of a passport document (the empty one if it holds another shape). */
export function passportData(
  document: Pick<TDocument, 'documentMetadata'> | null | undefined,
): TPassportData {
  const parsed = ZPassportDataSchema.safeParse(document?.documentMetadata);
  return parsed.success ? parsed.data : { ...EMPTY_METADATA.PASSPORT };
}

export function addressData(document: Pick<TDocument, 'documentMetadata'> | null | undefined): TAddressData {
  const parsed = ZAddressDataSchema.safeParse(document?.documentMetadata);
  return parsed.success
    ? parsed.data
    : {
        addressPostal: { ...EMPTY_METADATA.ADDRESS.addressPostal },
        addressResidential: { ...EMPTY_METADATA.ADDRESS.addressResidential },
      };
}

export function companyData(document: Pick<TDocument, 'documentMetadata'> | null | undefined): TCompanyData {
  const parsed = ZCompanyDataSchema.safeParse(document?.documentMetadata);
  return parsed.success ? parsed.data : { ...EMPTY_METADATA.COMPANY };
}
