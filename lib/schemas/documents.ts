import { z } from 'zod';

import { TEXT_MAX_LENGTH } from '../policy';
import { DATE_RULES, EARLIEST_DATE, parseIsoDate, type DateField } from '../verification/document-dates';
import { isCountryCode } from './countries';
import { ZDocumentStatusSchema } from './verification';

/** SPEC §3: one verification document per type and user. */
export const DOCUMENT_TYPES = ['PASSPORT', 'ADDRESS', 'COMPANY', 'SELFIE'] as const;
export const ZDocumentTypeSchema = z.enum(DOCUMENT_TYPES, { error: 'invalid_value' });
export type TDocumentType = z.infer<typeof ZDocumentTypeSchema>;
/** The types whose form holds data; the selfie is an upload only. */
export type TFormDocumentType = Exclude<TDocumentType, 'SELFIE'>;

export const GENDERS = ['UNDEFINED', 'MALE', 'FEMALE'] as const;
export const ACCOUNT_TYPES = ['ENTREPRENEUR', 'COMPANY'] as const;
/** SPEC §9: the account type a new business form starts with. */
export const DEFAULT_ACCOUNT_TYPE = 'ENTREPRENEUR';

/** A draft's text: absent or blank is '' (a draft may be incomplete until it is submitted). */
export function draftText(maxLength: number = TEXT_MAX_LENGTH) {
  return z
    .string({ error: 'invalid_value' })
    .trim()
    .max(maxLength, { error: 'max_length' })
    .nullish()
    .transform((value) => value ?? '');
}

/** A required text of a draft (the passport's name and surname). */
function requiredText() {
  return z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(TEXT_MAX_LENGTH, { error: 'max_length' });
}

/** A country code of a draft, upper-cased; '' when not chosen yet. */
function draftCountry() {
  return draftText(2)
    .transform((value) => value.toUpperCase())
    .refine((value) => value === '' || isCountryCode(value), { error: 'invalid_value' });
}

/** A date of a draft (`YYYY-MM-DD`) that, when given, must be real and pass its SPEC §5 rule. */
function draftDate(rule?: DateField) {
  return draftText(10).superRefine((value, ctx) => {
    if (value === '') return;
    if (parseIsoDate(value) === null || value < EARLIEST_DATE) {
      ctx.addIssue({ code: 'custom', message: 'invalid_value' });
      return;
    }
    if (rule && !DATE_RULES[rule].ok(value, Date.now())) {
      ctx.addIssue({ code: 'custom', message: DATE_RULES[rule].code });
    }
  });
}

function choice<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  return z
    .enum(values, { error: 'invalid_value' })
    .nullish()
    .transform((value) => value ?? fallback);
}

/** An object part of a body: missing is `required`, anything but an object `invalid_value`. */
function part<S extends z.core.$ZodLooseShape>(shape: S) {
  return z.object(shape, {
    error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalid_value'),
  });
}

/** SPEC §3 PASSPORT metadata as saved: name and surname are due at once, the rest by submission. */
export const ZPassportMetadataSchema = part({
  name: requiredText(),
  surname: requiredText(),
  gender: choice(GENDERS, 'UNDEFINED'),
  birthday: draftDate('birthday'),
  placeOfBirth: draftText(),
  citizenship: draftCountry(),
  seriesNumber: draftText(),
  issuedBy: draftText(),
  issueDate: draftDate('issueDate'),
  expireDate: draftDate('expireDate'),
});
export type TPassportMetadata = z.output<typeof ZPassportMetadataSchema>;

/** One address of SPEC §3 ADDRESS metadata. */
export const ZAddressPartSchema = part({
  address1: draftText(),
  address2: draftText(),
  city: draftText(),
  country: draftCountry(),
  zip: draftText(),
});
export type TAddressPart = z.output<typeof ZAddressPartSchema>;

/** SPEC §3 ADDRESS metadata: the registration (postal) and the residential address. */
export const ZAddressMetadataSchema = part({
  addressPostal: ZAddressPartSchema,
  addressResidential: ZAddressPartSchema,
});
export type TAddressMetadata = z.output<typeof ZAddressMetadataSchema>;

/** SPEC §3 COMPANY metadata. */
export const ZCompanyMetadataSchema = part({
  taxId: draftText(),
  accountType: choice(ACCOUNT_TYPES, DEFAULT_ACCOUNT_TYPE),
  companyName: draftText(),
});
export type TCompanyMetadata = z.output<typeof ZCompanyMetadataSchema>;

/**
 * `POST /v1/documents` (DESIGN §3): saves a draft. Field errors are keyed by their path, like
 * `documentMetadata.addressPostal.zip` (SPEC §5).
 */
export const ZDocumentSaveSchema = z.discriminatedUnion(
  'documentType',
  [
    z.object({ documentType: z.literal('PASSPORT'), documentMetadata: ZPassportMetadataSchema }),
    z.object({ documentType: z.literal('ADDRESS'), documentMetadata: ZAddressMetadataSchema }),
    z.object({ documentType: z.literal('COMPANY'), documentMetadata: ZCompanyMetadataSchema }),
  ],
  { error: (issue) => (issue.input === undefined ? 'required' : 'invalid_value') },
);
export type TDocumentSave = z.output<typeof ZDocumentSaveSchema>;

/** Metadata as stored and answered: every field present, '' where none was given. */
export const ZPassportDataSchema = z.object({
  name: z.string(),
  surname: z.string(),
  gender: z.enum(GENDERS),
  birthday: z.string(),
  placeOfBirth: z.string(),
  citizenship: z.string(),
  seriesNumber: z.string(),
  issuedBy: z.string(),
  issueDate: z.string(),
  expireDate: z.string(),
});
export const ZAddressPartDataSchema = z.object({
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  country: z.string(),
  zip: z.string(),
});
export const ZAddressDataSchema = z.object({
  addressPostal: ZAddressPartDataSchema,
  addressResidential: ZAddressPartDataSchema,
});
export const ZCompanyDataSchema = z.object({
  taxId: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  companyName: z.string(),
});

/** A file path of a document, as the identity service names it (never chosen by the user). */
export const DOCUMENT_PATH_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[0-9a-f]{32}\.(?:jpg|png)$/;

export const ZDocumentPathSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(TEXT_MAX_LENGTH, { error: 'max_length' })
  .refine((value) => value === '' || value.length > TEXT_MAX_LENGTH || DOCUMENT_PATH_PATTERN.test(value), {
    error: 'invalid_value',
  });

/** SPEC §3 "Verification document": what the owner sees of one document. */
export const ZDocumentSchema = z.object({
  id: z.string(),
  documentType: ZDocumentTypeSchema,
  status: ZDocumentStatusSchema,
  relativeFilePath: z.array(z.string()).describe('the uploaded files, oldest first'),
  updatedAt: z.number().int().describe('epoch milliseconds'),
  documentMetadata: z
    .union([ZPassportDataSchema, ZAddressDataSchema, ZCompanyDataSchema])
    .nullable()
    .describe('null for SELFIE'),
  rejectionReason: z
    .string()
    .nullable()
    .describe("while WAITING_USER: the moderator's reason (or the automatic check's code)"),
});
export type TDocument = z.infer<typeof ZDocumentSchema>;
export type TPassportData = z.infer<typeof ZPassportDataSchema>;
export type TAddressData = z.infer<typeof ZAddressDataSchema>;
export type TAddressPartData = z.infer<typeof ZAddressPartDataSchema>;
export type TCompanyData = z.infer<typeof ZCompanyDataSchema>;

/** `GET /v1/documents?documentType=`: every document of the bearer, or the one of that type. */
export const ZDocumentListQuerySchema = z.object({ documentType: ZDocumentTypeSchema.optional() });
export const ZDocumentListSchema = z.array(ZDocumentSchema);

/** `POST /v1/documents/delete`. */
export const ZDocumentDeleteSchema = z.object({
  path: ZDocumentPathSchema,
  documentType: ZDocumentTypeSchema,
});

/** `GET /v1/documents/file?path=`. */
export const ZDocumentFileQuerySchema = z.object({ path: ZDocumentPathSchema });

/** `POST /v1/documents/upload` (multipart/form-data): the text field beside the `file` part. */
export const ZDocumentUploadFieldsSchema = z.object({ documentType: ZDocumentTypeSchema });

/** `POST /v1/verifications/{id}/verify`: the path's document id. */
export const ZDocumentIdSchema = z.object({ id: z.string().trim().min(1).max(64) });

/** The empty metadata a new document of each type starts with. */
export const EMPTY_METADATA = {
  PASSPORT: {
    name: '',
    surname: '',
    gender: 'UNDEFINED',
    birthday: '',
    placeOfBirth: '',
    citizenship: '',
    seriesNumber: '',
    issuedBy: '',
    issueDate: '',
    expireDate: '',
  },
  ADDRESS: {
    addressPostal: { address1: '', address2: '', city: '', country: '', zip: '' },
    addressResidential: { address1: '', address2: '', city: '', country: '', zip: '' },
  },
  COMPANY: { taxId: '', accountType: DEFAULT_ACCOUNT_TYPE, companyName: '' },
  SELFIE: null,
} as const satisfies Record<TDocumentType, TDocument['documentMetadata']>;
