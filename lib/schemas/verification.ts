import { z } from 'zod';

/** SPEC §4 "Document status values". */
export const ZDocumentStatusSchema = z.enum([
  'NONE',
  'NEW_DOCUMENT',
  'ASYNC',
  'WAITING_MODERATOR',
  'WAITING_USER',
  'WAITING_SYSTEM',
  'VERIFIED',
]);
export type TDocumentStatus = z.infer<typeof ZDocumentStatusSchema>;

/** One line of `GET /v1/verifications`: a document type and where it stands. */
export const ZVerificationSummaryItemSchema = z.object({
  documentType: z.enum(['selfie', 'passport', 'address', 'company', 'phone']),
  status: ZDocumentStatusSchema,
});
export type TVerificationSummaryItem = z.infer<typeof ZVerificationSummaryItemSchema>;

/** The sidebar's verification indicator (SPEC §4). */
export type TVerificationPercent = 'Verified' | '50' | '0';

/** `GET /v1/verifications` and `POST /v1/verifications`: where each document stands. */
export const ZVerificationSummarySchema = z.array(ZVerificationSummaryItemSchema);
export type TVerificationSummary = z.infer<typeof ZVerificationSummarySchema>;

/** `GET /v1/verifications?documentType=`: the optional query of SPEC §7. */
export const ZVerificationSummaryQuerySchema = z.object({
  documentType: ZVerificationSummaryItemSchema.shape.documentType.optional(),
});

/** The statuses in which the owner may still change a document: not yet submitted, or sent back. */
export const EDITABLE_STATUSES = [
  'NEW_DOCUMENT',
  'WAITING_USER',
] as const satisfies readonly TDocumentStatus[];
/** The statuses a moderator decides from. */
export const MODERATED_STATUSES = [
  'WAITING_MODERATOR',
  'WAITING_SYSTEM',
] as const satisfies readonly TDocumentStatus[];
