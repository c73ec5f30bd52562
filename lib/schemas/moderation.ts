import { z } from 'zod';

import { MODERATION_REASON_MAX_LENGTH } from '../policy';
import { ZDocumentSchema, ZDocumentTypeSchema } from './documents';
import { ZProfileSchema } from './profile';
import { optionalText } from './text';
import { ZDocumentStatusSchema } from './verification';

/**
 * The moderation API of DESIGN §3 (`/admin/v1`, bearer ADMIN_TOKEN) and the operator CLI: moderation
 * happens outside the product (SPEC §6), over one service in the identity service.
 */
export const ZAdminDocumentsQuerySchema = z.object({
  status: ZDocumentStatusSchema.optional().describe('default: WAITING_MODERATOR'),
});

/** One line of the moderation queue. */
export const ZAdminDocumentItemSchema = z.object({
  id: z.string(),
  userId: z.string(),
  email: z.string(),
  documentType: ZDocumentTypeSchema,
  status: ZDocumentStatusSchema,
  fileCount: z.number().int(),
  updatedAt: z.number().int(),
  submittedAt: z.number().int().nullable(),
});
export const ZAdminDocumentListSchema = z.array(ZAdminDocumentItemSchema);

export const ZModerationDecisionSchema = z.object({
  decision: z.enum(['APPROVED', 'REJECTED']),
  reason: z.string().nullable(),
  decidedBy: z.string().describe('api:<moderator>, cli:<operator> or system'),
  decidedAt: z.number().int(),
});
export type TModerationDecision = z.infer<typeof ZModerationDecisionSchema>;

export const ZAdminFileSchema = z.object({
  path: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  createdAt: z.number().int(),
});

/** A document with its owner, files and every decision taken on it. */
export const ZAdminDocumentSchema = ZDocumentSchema.extend({
  userId: z.string(),
  email: z.string(),
  submittedAt: z.number().int().nullable(),
  files: z.array(ZAdminFileSchema),
  decisions: z.array(ZModerationDecisionSchema),
});
export type TAdminDocument = z.infer<typeof ZAdminDocumentSchema>;

export const ZAdminIdSchema = z.object({ id: z.string().trim().min(1).max(64) });

const ZModeratorSchema = optionalText(64).describe('who decides; recorded with the decision');

export const ZAdminApproveSchema = z.object({ moderator: ZModeratorSchema });
export const ZAdminRejectSchema = z.object({
  reason: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(MODERATION_REASON_MAX_LENGTH, { error: 'max_length' }),
  moderator: ZModeratorSchema,
});

export const ZAdminUsersQuerySchema = z.object({
  email: optionalText().describe('an e-mail or its beginning'),
});

/** What a moderator sees of a user: part of the user's own profile. */
export const ZAdminUserSchema = ZProfileSchema.pick({
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  verified: true,
  selfieRequired: true,
  createdAt: true,
});
export const ZAdminUserListSchema = z.array(ZAdminUserSchema);
export type TAdminUser = z.infer<typeof ZAdminUserSchema>;

export const ZAdminUserPatchSchema = z.object({
  selfieRequired: z.boolean({ error: 'required' }),
});

/** `GET /admin/v1/documents/file?path=`: a moderator looks at the files. */
export { ZDocumentFileQuerySchema as ZAdminFileQuerySchema } from './documents';
