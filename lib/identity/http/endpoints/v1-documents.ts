import { UPSTREAM } from '../../../schemas/upstream';
import { deleteDocumentFile } from '../../domain/documents/delete-document-file';
import { loadUserDocuments, viewsOf } from '../../domain/documents/document-view';
import { readDocumentFile } from '../../domain/documents/read-document-file';
import { saveDocument } from '../../domain/documents/save-document';
import { uploadDocumentFile } from '../../domain/documents/upload-document-file';
import { defineEndpoint } from '../define-endpoint';
import { fileResponse } from '../file-response';

const TAG = 'verification';

/** GET /v1/documents?documentType= — the bearer's documents, or the one of that type. */
export const documentsEndpoint = defineEndpoint(UPSTREAM.documents, {
  auth: 'bearer',
  tag: TAG,
  summary: "The bearer's verification documents",
  description: 'One document per type (PASSPORT, ADDRESS, COMPANY, SELFIE), created on first sight.',
  errors: ['invalid_token', 'validation_error'],
  async handle({ ctx, session, query }) {
    const rows = await loadUserDocuments(ctx, session!.user);
    return viewsOf(
      ctx,
      rows.filter((row) => !query.documentType || row.document_type === query.documentType),
    );
  },
});

/** POST /v1/documents — save a draft. */
export const documentSaveEndpoint = defineEndpoint(UPSTREAM.documentSave, {
  auth: 'bearer',
  tag: TAG,
  summary: "Save a document's data as a draft",
  description:
    'The status does not change. Field errors are keyed like `documentMetadata.addressPostal.zip`: required, ' +
    'max_length (256), min_age (18+), issue_date (up to yesterday), expire_date (about 180 days ahead), invalid_value. ' +
    'Address and company need the passport name and surname saved first (403); a submitted document is 409.',
  errors: ['invalid_token', 'validation_error', 'access_denied', 'invalid_request', 'too_many_requests'],
  async handle({ ctx, session, body }) {
    return saveDocument(ctx, session!.user, body);
  },
});

/** POST /v1/documents/upload — multipart `documentType`, `file`. */
export const documentUploadEndpoint = defineEndpoint(UPSTREAM.documentUpload, {
  auth: 'bearer',
  tag: TAG,
  summary: 'Upload a file to a document',
  description:
    'multipart/form-data with `documentType` and one `file`: JPEG or PNG by content, at most 5,242,880 bytes ' +
    '(413 beyond), at least 600×600 pixels. Re-encoded without metadata; stored under a name the service chooses. ' +
    'File errors: validation_error on `file` with max_length (too large, too many pixels), min_length (too small), ' +
    'invalid_value (not a JPEG or PNG image). 507 internal_server_error: the server has no room for files now.',
  errors: [
    'invalid_token',
    'validation_error',
    'access_denied',
    'invalid_request',
    'too_many_requests',
    'internal_server_error',
  ],
  async handle({ ctx, session, request }) {
    return uploadDocumentFile(ctx, session!.user, request);
  },
});

/** POST /v1/documents/delete — remove one of the bearer's files. */
export const documentDeleteEndpoint = defineEndpoint(UPSTREAM.documentDelete, {
  auth: 'bearer',
  tag: TAG,
  summary: 'Delete a file of a document',
  description: "The path must belong to the bearer's document of that type; anything else is not_found.",
  errors: ['invalid_token', 'validation_error', 'not_found', 'invalid_request', 'too_many_requests'],
  async handle({ ctx, session, body }) {
    return deleteDocumentFile(ctx, session!.user, body);
  },
});

/** GET /v1/documents/file?path= — the bytes of one of the bearer's files. */
export const documentFileEndpoint = defineEndpoint(UPSTREAM.documentFile, {
  auth: 'bearer',
  tag: TAG,
  summary: "One of the bearer's files",
  description:
    'Owner only (anyone else: not_found). `Cache-Control: private, no-store`, nosniff, a sandboxing CSP.',
  errors: ['invalid_token', 'validation_error', 'not_found'],
  async handle({ ctx, session, query }) {
    return fileResponse(await readDocumentFile(ctx, query.path, session!.user.id));
  },
});
