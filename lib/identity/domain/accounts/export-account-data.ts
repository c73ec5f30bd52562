import fsp from 'node:fs/promises';
import { zipSync, type Zippable } from 'fflate';

import { audit } from '../../audit/audit';
import { findDocumentFiles, findUserDocuments } from '../../db/queries/documents';
import type { IdentityContext } from '../../identity-context';
import { storedFilePath } from '../../uploads/image-store';
import { signInHistory } from '../sessions/sign-in-history';
import type { BearerSession } from '../tokens/authenticate-bearer';
import { getProfile } from './get-profile';

const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);

/**
 * "Download my data" (security centre, GDPR art. 15 and 20): the profile, the sign-in history and every
 * verification document with its files, as one ZIP — at most one a day per account (each reads every file).
 * Images are stored as they are (already compressed); the JSON is deflated.
 */
export async function exportAccountData(ctx: IdentityContext, session: BearerSession): Promise<Uint8Array> {
  const user = session.user;
  await ctx.limits.consume('dataExport', user.id);
  const documents = await findUserDocuments(ctx.db, user.id);
  const files = await findDocumentFiles(
    ctx.db,
    documents.map((document) => document.id),
  );
  const archive: Zippable = {
    'profile.json': json(await getProfile(ctx, user)),
    'sign-ins.json': json(await signInHistory(ctx, session)),
    'documents.json': json(
      documents.map((document) => ({
        ...document,
        files: files.filter((file) => file.document_id === document.id).map((file) => file.path),
      })),
    ),
  };
  for (const file of files) {
    const stored = storedFilePath(ctx.config.dataDir, file.path);
    const bytes = stored ? await fsp.readFile(stored).catch(() => null) : null;
    if (bytes) archive[`documents/${file.path}`] = [new Uint8Array(bytes), { level: 0 }];
  }
  audit(ctx, 'account.exported', { accountId: user.id, count: files.length });
  return zipSync(archive, { level: 6 });
}
