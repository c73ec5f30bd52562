import { z } from 'zod';

import { ZCodeSchema } from './text';

/**
 * How a session signed in (security centre). A string list rather than a closed enum in the database, so
 * the passkeys work adds its method here and nowhere else.
 */
export const SIGN_IN_METHODS = ['password', 'second_factor', 'qr', 'passkey', 'recovery_code'] as const;
export const ZSignInMethodSchema = z.enum(SIGN_IN_METHODS);
export type TSignInMethod = z.infer<typeof ZSignInMethodSchema>;

/** A linked product one device reached (product tokens minted from that device's session). */
export const ZSessionProductSchema = z.object({
  application: z.string(),
  firstSeenAt: z.iso.datetime(),
});

/**
 * `GET /v1/sessions`: one signed-in browser or app. Browser and system are parsed from its User-Agent;
 * `place` is a coarse network (`203.0.x.x`), never the full address; `current`: the caller's own.
 */
export const ZSessionSchema = z.object({
  id: z.string(),
  browser: z.string().nullable(),
  system: z.string().nullable(),
  place: z.string().nullable(),
  method: ZSignInMethodSchema.nullable(),
  firstSeenAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  current: z.boolean(),
  products: z.array(ZSessionProductSchema),
});
export type TSession = z.infer<typeof ZSessionSchema>;

export const ZSessionListSchema = z.object({ sessions: z.array(ZSessionSchema) });
export type TSessionList = z.infer<typeof ZSessionListSchema>;

const ZSessionId = z.string().trim().min(1).max(64);
const ZApplication = z.string().trim().min(1).max(64);

/** `DELETE /v1/sessions/{id}`: the device to sign out. */
export const ZSessionIdSchema = z.object({ id: ZSessionId });

/** `DELETE /v1/sessions/{id}/products/{application}`: sign one device out of one product. */
export const ZSessionProductParamsSchema = z.object({ id: ZSessionId, application: ZApplication });

/** The BFF's `POST /api/sessions/sign-out`: a device, and optionally only one of its products. */
export const ZSessionSignOutSchema = z.object({ id: ZSessionId, application: ZApplication.optional() });
export type TSessionSignOut = z.infer<typeof ZSessionSignOutSchema>;

/** What a sign-out ended: how many portal sessions and product tokens. */
export const ZSessionsEndedSchema = z.object({ sessions: z.number().int(), products: z.number().int() });
export type TSessionsEnded = z.infer<typeof ZSessionsEndedSchema>;

/**
 * `GET /v1/sign-ins`: the account's sign-in history, newest first. A success names its method; failed
 * attempts in a row are one entry with their `count` ("3 failed attempts") from `firstAt` to `at`.
 * Browser and system only, a coarse network; never a password or a full address.
 */
export const ZSignInEntrySchema = z.object({
  outcome: z.enum(['success', 'failure']),
  method: ZSignInMethodSchema.nullable(),
  browser: z.string().nullable(),
  system: z.string().nullable(),
  place: z.string().nullable(),
  at: z.iso.datetime(),
  firstAt: z.iso.datetime(),
  count: z.number().int().min(1),
});
export type TSignInEntry = z.infer<typeof ZSignInEntrySchema>;

export const ZSignInHistorySchema = z.object({ entries: z.array(ZSignInEntrySchema) });
export type TSignInHistory = z.infer<typeof ZSignInHistorySchema>;

/**
 * `POST /v1/not-me`: the code of a new-device alert's "Not me" link. It asks for no password or code of
 * the owner's: confirming signs every device out and makes the next sign-in set a new password.
 */
export const ZNotMeSchema = z.object({ code: ZCodeSchema });
export type TNotMe = z.infer<typeof ZNotMeSchema>;

/** "Delete my account": the account's e-mail, typed again as the confirmation. */
export const ZAccountDeletionSchema = z.object({
  email: z.string().trim().min(1).max(254).describe("the account's e-mail, typed to confirm"),
});
export type TAccountDeletion = z.infer<typeof ZAccountDeletionSchema>;

export const ZAccountDeletionAnswerSchema = z.object({
  erasedAt: z.string().describe('ISO time the account is erased unless the mailed link cancels it'),
});
export type TAccountDeletionAnswer = z.infer<typeof ZAccountDeletionAnswerSchema>;

/** The cancel link's code (mailed when the deletion was asked). */
export const ZCancelDeletionSchema = z.object({ code: ZCodeSchema });
export type TCancelDeletion = z.infer<typeof ZCancelDeletionSchema>;
