import { UPSTREAM } from '../../../schemas/upstream';
import { getVerificationSummary } from '../../domain/documents/get-verification-summary';
import { submitDocument } from '../../domain/documents/submit-document';
import { defineEndpoint } from '../define-endpoint';

const TAG = 'verification';

/** GET /v1/verifications — where each document stands. */
export const verificationsEndpoint = defineEndpoint(UPSTREAM.verifications, {
  auth: 'bearer',
  tag: TAG,
  summary: 'Verification status summary',
  description:
    'One item per document type (passport, address, company, selfie); the selfie is NONE unless required.',
  errors: ['invalid_token', 'validation_error'],
  async handle({ ctx, session, query }) {
    return getVerificationSummary(ctx, session!.user, query.documentType);
  },
});

/** POST /v1/verifications — start verification (idempotent): every document exists afterwards. */
export const verificationsStartEndpoint = defineEndpoint(UPSTREAM.verificationsStart, {
  auth: 'bearer',
  tag: TAG,
  summary: 'Start verification',
  description:
    'Creates the documents the user lacks and answers the summary; calling it again changes nothing.',
  errors: ['invalid_token'],
  async handle({ ctx, session }) {
    return getVerificationSummary(ctx, session!.user);
  },
});

/** POST /v1/verifications/{id}/verify — submit a document for review. */
export const verificationVerifyEndpoint = defineEndpoint(UPSTREAM.verificationVerify, {
  auth: 'bearer',
  tag: TAG,
  summary: 'Submit a document for review',
  description:
    'NEW_DOCUMENT or WAITING_USER → ASYNC (automatic checks in the background) → WAITING_MODERATOR. ' +
    'An incomplete document is a validation_error naming what is missing (SPEC §4 readiness rules).',
  errors: [
    'invalid_token',
    'validation_error',
    'not_found',
    'access_denied',
    'invalid_request',
    'too_many_requests',
  ],
  async handle({ ctx, session, params }) {
    return submitDocument(ctx, session!.user, params.id);
  },
});
