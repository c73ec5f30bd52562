import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';

import { DOCUMENT_PATH_PATTERN } from '../../../schemas/documents';
import type { Database } from '../../db/database-types';
import { findDocumentFiles } from '../../db/queries/documents';
import { removeStoredImage, uploadsRoot } from '../../uploads/image-store';

/**
 * Removes stored files no document row names: an upload is renamed into its document's folder just
 * before its row commits, and a process killed in between leaves the file behind. Only files older
 * than `olderThanMs` go, so an upload another process is finishing right now is never touched.
 */
export async function sweepOrphanFiles(
  db: Kysely<Database>,
  dataDir: string,
  olderThanMs: number,
  now: number,
): Promise<number> {
  const root = uploadsRoot(dataDir);
  let folders: string[];
  try {
    folders = (await fsp.readdir(root, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
      .map((entry) => entry.name);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const documentId of folders) {
    const names = await fsp.readdir(path.join(root, documentId)).catch(() => [] as string[]);
    const candidates = names
      .map((name) => `${documentId}/${name}`)
      .filter((relative) => DOCUMENT_PATH_PATTERN.test(relative));
    if (candidates.length === 0) continue;
    const known = new Set((await findDocumentFiles(db, [documentId])).map((file) => file.path));
    for (const relative of candidates) {
      if (known.has(relative)) continue;
      const stat = await fsp.stat(path.join(root, relative)).catch(() => null);
      if (!stat || now - stat.mtimeMs <= olderThanMs) continue;
      await removeStoredImage(dataDir, relative);
      removed++;
    }
  }
  return removed;
}
