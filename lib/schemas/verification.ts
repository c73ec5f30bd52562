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
