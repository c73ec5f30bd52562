import fsp from 'node:fs/promises';

import { findFileByPath, type DocumentFileRow } from '../../db/queries/documents';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import { storedFilePath } from '../../uploads/image-store';

export type ReadableFile = { file: string; mimeType: DocumentFileRow['mime_type']; size: number };

/**
 * `GET /v1/documents/file?path=`: a stored file, for its owner only (`ownerId`), or for a moderator
 * (`ownerId` null). Anyone else's file, and a path the service never gave, are not_found.
 */
export async function readDocumentFile(
  ctx: IdentityContext,
  path: string,
  ownerId: string | null,
): Promise<ReadableFile> {
  const row = await findFileByPath(ctx.db, path);
  if (!row || (ownerId !== null && row.user_id !== ownerId)) throw new IdentityError('not_found');
  const file = storedFilePath(ctx.config.dataDir, row.path);
  if (!file) throw new IdentityError('not_found');
  const stat = await fsp.stat(file).catch(() => null);
  if (!stat?.isFile()) throw new IdentityError('not_found');
  return { file, mimeType: row.mime_type, size: stat.size };
}
