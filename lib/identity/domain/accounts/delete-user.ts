import { audit } from '../../audit/audit';
import { revokeUserTokens } from '../../db/queries/access-tokens';
import { eraseUserRows } from '../../db/queries/user-erasure';
import type { User } from '../../db/queries/users';
import type { IdentityContext } from '../../identity-context';
import { kickProductOutboxes, notifySessionEnds } from '../../oidc/end-sessions';
import { removeDocumentFolder, removeStoredImage } from '../../uploads/image-store';
import { queueProductEvent } from '../../webhooks/product-events';

/**
 * Erasure of an account (a user's request, GDPR art. 17): every row keyed to the user goes in one
 * transaction, then the uploaded files on disk. The e-mail is free again afterwards. Files go after the
 * commit: a failed deletion leaves the account whole rather than an account without its files.
 * Under DOCUMENT_RETENTION_DAYS (art. 17(3)(b), a legal obligation) the submitted documents and their
 * files stay, detached from the erased profile, until `retainedUntil`; the erasure job removes them then.
 */
export async function deleteUser(
  ctx: IdentityContext,
  user: User,
): Promise<{ files: number; documents: number; retained: number; retainedUntil: number | null }> {
  const now = ctx.now();
  const retainUntil = ctx.config.documentRetentionMs > 0 ? now + ctx.config.documentRetentionMs : null;
  const { files, documentIds, retainedIds } = await ctx.db.transaction().execute(async (trx) => {
    // Products hear of the account's end before its sessions are erased (they name the sessions).
    await revokeUserTokens(trx, user.id, now);
    await notifySessionEnds(trx, { userId: user.id, endedAt: now, reason: 'account_deleted' });
    await queueProductEvent(trx, { userId: user.id, type: 'user.deleted', data: {}, now });
    return eraseUserRows(trx, user, retainUntil);
  });
  kickProductOutboxes(ctx);
  await ctx.limits.reset('loginFailuresByEmail', user.email_key);
  for (const file of files) await removeStoredImage(ctx.config.dataDir, file);
  // Files of the user's documents the database no longer listed (a crash between write and record).
  for (const id of documentIds) await removeDocumentFolder(ctx.config.dataDir, id);
  const retainedUntil = retainedIds.length > 0 ? retainUntil : null;
  audit(ctx, 'account.deleted', {
    accountId: user.id,
    ...(retainedUntil === null ? {} : { count: retainedIds.length, retainedUntil }),
  });
  return { files: files.length, documents: documentIds.length, retained: retainedIds.length, retainedUntil };
}
