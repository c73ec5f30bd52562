import 'server-only';

import { formFieldNames } from '../schemas/document-forms';
import type { TDocument, TDocumentType, TFormDocumentType } from '../schemas/documents';
import { UPSTREAM } from '../schemas/upstream';
import { failure, type BffResult } from './normalise';
import { renameFields } from './rename-fields';
import type { RequestContext } from './request-context';
import { callUpstream } from './upstream';

/** The signed-in user's document of one type (SPEC §7 document list, one type asked). */
export async function getDocument(
  ctx: RequestContext,
  documentType: TDocumentType,
): Promise<BffResult<TDocument>> {
  const result = await callUpstream(UPSTREAM.documents, { ctx, auth: 'user', query: { documentType } });
  if (result.state === 'error') return result;
  const [document] = result.data;
  return document ? { state: 'success', data: document } : failure('not_found');
}

/** Saves a form's data as the document's draft; upstream field errors come back under the form's names. */
export async function saveDocumentData<T extends TFormDocumentType>(
  ctx: RequestContext,
  documentType: T,
  documentMetadata: unknown,
): Promise<BffResult<TDocument>> {
  const result = await callUpstream(UPSTREAM.documentSave, {
    ctx,
    auth: 'user',
    body: { documentType, documentMetadata } as never,
  });
  return result.state === 'error' ? renameFields(result, formFieldNames(documentType)) : result;
}

/** Submits a document for review (SPEC §4): the Verification button. */
export async function submitForVerification(ctx: RequestContext, id: string): Promise<BffResult<TDocument>> {
  return callUpstream(UPSTREAM.verificationVerify, { ctx, auth: 'user', params: { id } });
}

export async function deleteFile(
  ctx: RequestContext,
  body: { path: string; documentType: TDocumentType },
): Promise<BffResult<TDocument>> {
  return callUpstream(UPSTREAM.documentDelete, { ctx, auth: 'user', body });
}
