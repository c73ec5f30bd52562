import { UPSTREAM } from '../../../schemas/upstream';
import { listUsersForAdmin } from '../../domain/accounts/list-users-for-admin';
import { decideDocument } from '../../domain/documents/decide-document';
import { getModerationDocument } from '../../domain/documents/get-moderation-document';
import { listModerationQueue } from '../../domain/documents/list-moderation-queue';
import { readDocumentFile } from '../../domain/documents/read-document-file';
import { setSelfieRequired } from '../../domain/documents/set-selfie-required';
import { defineEndpoint } from '../define-endpoint';
import { fileResponse } from '../file-response';

const TAG = 'moderation';
const AUTH_ERRORS = ['not_found', 'invalid_token', 'too_many_requests'] as const;

/** Who decided, as recorded: the moderator the caller names, behind the one API token. */
const apiActor = (moderator: string | undefined) => `api:${moderator ?? 'admin'}`;

export const adminEndpoints = [
  defineEndpoint(UPSTREAM.adminDocuments, {
    auth: 'admin',
    tag: TAG,
    summary: 'Documents in a status (default WAITING_MODERATOR)',
    errors: [...AUTH_ERRORS, 'validation_error'],
    async handle({ ctx, query }) {
      return listModerationQueue(ctx, query.status);
    },
  }),
  defineEndpoint(UPSTREAM.adminDocument, {
    auth: 'admin',
    tag: TAG,
    summary: 'A document with its owner, files and decisions',
    errors: [...AUTH_ERRORS, 'validation_error'],
    async handle({ ctx, params }) {
      return getModerationDocument(ctx, params.id);
    },
  }),
  defineEndpoint(UPSTREAM.adminDocumentApprove, {
    auth: 'admin',
    tag: TAG,
    summary: 'Approve a document (→ VERIFIED)',
    description: 'From WAITING_MODERATOR or WAITING_SYSTEM only (else 409). Recorded with who and when.',
    errors: [...AUTH_ERRORS, 'validation_error', 'invalid_request'],
    async handle({ ctx, params, body }) {
      return decideDocument(ctx, params.id, { decision: 'APPROVED' }, apiActor(body.moderator));
    },
  }),
  defineEndpoint(UPSTREAM.adminDocumentReject, {
    auth: 'admin',
    tag: TAG,
    summary: 'Send a document back to its owner (→ WAITING_USER) with a reason',
    description: "The owner sees the reason on the document's tab and may correct and submit again.",
    errors: [...AUTH_ERRORS, 'validation_error', 'invalid_request'],
    async handle({ ctx, params, body }) {
      return decideDocument(
        ctx,
        params.id,
        { decision: 'REJECTED', reason: body.reason },
        apiActor(body.moderator),
      );
    },
  }),
  defineEndpoint(UPSTREAM.adminFile, {
    auth: 'admin',
    tag: TAG,
    summary: 'The bytes of a stored file, for review',
    errors: [...AUTH_ERRORS, 'validation_error'],
    async handle({ ctx, query }) {
      return fileResponse(await readDocumentFile(ctx, query.path, null));
    },
  }),
  defineEndpoint(UPSTREAM.adminUsers, {
    auth: 'admin',
    tag: TAG,
    summary: 'Users whose e-mail starts with `email`',
    errors: [...AUTH_ERRORS, 'validation_error'],
    async handle({ ctx, query }) {
      return listUsersForAdmin(ctx, query.email ?? '');
    },
  }),
  defineEndpoint(UPSTREAM.adminUserPatch, {
    auth: 'admin',
    tag: TAG,
    summary: "Change a user's selfieRequired flag",
    errors: [...AUTH_ERRORS, 'validation_error'],
    async handle({ ctx, params, body }) {
      return setSelfieRequired(ctx, params.id, body.selfieRequired, 'api');
    },
  }),
];
