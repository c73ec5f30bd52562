import { DOCUMENT_MAX_FILES } from '../../../policy';
import { ZDocumentUploadFieldsSchema, type TDocument } from '../../../schemas/documents';
import { fieldErrorsOf } from '../../../schemas/validation';
import { EDITABLE_STATUSES } from '../../../schemas/verification';
import {
  countDocumentFiles,
  findDocumentById,
  insertDocumentFileWithinLimit,
} from '../../db/queries/documents';
import type { User } from '../../db/queries/users';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import {
  receiveUpload,
  removeStoredImage,
  storeImage,
  UploadRefusal,
  UploadStorageFull,
} from '../../uploads/image-store';
import { claimUploadGate } from '../../uploads/upload-gate';
import { requireEditable, requirePassportName } from './document-rules';
import { loadUserDocuments, viewOf } from './document-view';

/** 507 Insufficient Storage: the user sees the generic error and may try later; the operator is told. */
const STORAGE_FULL_STATUS = 507;

/** What the caller is told about a failed receive or store; anything else passes through unchanged. */
function uploadFailure(ctx: IdentityContext, error: unknown): unknown {
  if (error instanceof UploadRefusal) return refusal(error);
  if (error instanceof UploadStorageFull) {
    ctx.log.error(
      { err: error.cause instanceof Error ? error.cause.message : String(error.cause) },
      'upload storage full; the upload was refused and its partial file removed',
    );
    return new IdentityError('internal_server_error', { status: STORAGE_FULL_STATUS });
  }
  return error;
}

function refusal(error: UploadRefusal): IdentityError {
  if (error.code === 'invalid_request') return new IdentityError('invalid_request', { status: error.status });
  return new IdentityError('validation_error', {
    fields: { [error.field]: [error.code] },
    status: error.status,
  });
}

/** The caller went away (Cancel, a closed tab): what it sent is not kept. */
function requireClientWaiting(request: Request): void {
  if (request.signal.aborted) throw new IdentityError('invalid_request', { status: 400 });
}

function documentFull(): IdentityError {
  return new IdentityError('validation_error', { fields: { relativeFilePath: ['max_length'] } });
}

/**
 * `POST /v1/documents/upload` (multipart `documentType`, `file`): streams the file in, checks it by
 * content, re-encodes it without metadata and adds it to the document. Whatever fails, nothing of
 * the upload stays on disk. One upload at a time per user (upload-gate.ts): a second one meanwhile is
 * too_many_requests before its body is read.
 */
export async function uploadDocumentFile(
  ctx: IdentityContext,
  user: User,
  request: Request,
): Promise<TDocument> {
  await ctx.limits.consume('documentWrite', user.id);
  const release = claimUploadGate(user.id);
  try {
    return await receiveAndStore(ctx, user, request);
  } finally {
    release();
  }
}

async function receiveAndStore(ctx: IdentityContext, user: User, request: Request): Promise<TDocument> {
  const { dataDir } = ctx.config;
  let received: Awaited<ReturnType<typeof receiveUpload>>;
  try {
    received = await receiveUpload(request, dataDir);
  } catch (error) {
    throw uploadFailure(ctx, error);
  }
  try {
    const fields = ZDocumentUploadFieldsSchema.safeParse(received.fields);
    if (!fields.success) throw new IdentityError('validation_error', { fields: fieldErrorsOf(fields.error) });
    if (!received.file) throw new IdentityError('validation_error', { fields: { file: ['required'] } });
    const rows = await loadUserDocuments(ctx, user);
    const row = rows.find((r) => r.document_type === fields.data.documentType)!;
    requirePassportName(rows);
    requireEditable(row);
    // Cheap early refusal; the count that holds is taken again under the document's lock below.
    if ((await countDocumentFiles(ctx.db, row.id)) >= DOCUMENT_MAX_FILES) throw documentFull();
    requireClientWaiting(request);
    let stored: Awaited<ReturnType<typeof storeImage>>;
    try {
      stored = await storeImage(received.file, dataDir, row.id);
    } catch (error) {
      throw uploadFailure(ctx, error);
    }
    // The user may have cancelled while the image was being decoded: a cancelled upload stores nothing.
    if (request.signal.aborted) {
      await removeStoredImage(dataDir, stored.path);
      requireClientWaiting(request);
    }
    let added: Awaited<ReturnType<typeof insertDocumentFileWithinLimit>>;
    try {
      added = await insertDocumentFileWithinLimit(ctx.db, {
        documentId: row.id,
        editable: EDITABLE_STATUSES,
        max: DOCUMENT_MAX_FILES,
        file: {
          path: stored.path,
          document_id: row.id,
          user_id: user.id,
          mime_type: stored.mimeType,
          size: stored.size,
          width: stored.width,
          height: stored.height,
          created_at: ctx.now(),
        },
      });
    } catch (error) {
      await removeStoredImage(dataDir, stored.path);
      throw error;
    }
    if (added !== 'added') {
      await removeStoredImage(dataDir, stored.path);
      // The document may have been submitted meanwhile: then the file does not join it.
      if (added === 'moved') {
        throw new IdentityError('invalid_request', { status: 409, description: 'The document moved on' });
      }
      throw documentFull();
    }
    return viewOf(ctx, (await findDocumentById(ctx.db, row.id))!);
  } finally {
    await received.discard();
  }
}
