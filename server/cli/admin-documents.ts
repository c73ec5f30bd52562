import path from 'node:path';

import { findUserByIdOrEmail } from '../../lib/identity/domain/accounts/find-user-by-id-or-email';
import { decideDocument } from '../../lib/identity/domain/documents/decide-document';
import { getModerationDocument } from '../../lib/identity/domain/documents/get-moderation-document';
import { listModerationQueue } from '../../lib/identity/domain/documents/list-moderation-queue';
import { listRetainedDocuments } from '../../lib/identity/domain/documents/list-retained-documents';
import type { IdentityContext } from '../../lib/identity/identity-context';
import { uploadsRoot } from '../../lib/identity/uploads/image-store';
import { ZDocumentStatusSchema } from '../../lib/schemas/verification';
import { actor, option, positional, when } from './cli-args';
import { UsageError } from './usage-error';

/**
 * `documents …`: the moderation queue. `list [USER]` narrows it to one account; `retained` lists what
 * erased accounts left under DOCUMENT_RETENTION_DAYS and until when.
 */
export async function documentsCommand(ctx: IdentityContext, action: string | undefined, rest: string[]) {
  if (action === 'retained') {
    for (const d of await listRetainedDocuments(ctx)) {
      console.log(
        `${d.id}\t${d.documentType}\terased account ${d.userId}\tfiles=${d.fileCount}\tretained until ${when(d.retainedUntil)}`,
      );
    }
    return 0;
  }
  if (action === 'list') {
    const status = ZDocumentStatusSchema.safeParse(option(rest, '--status') ?? 'WAITING_MODERATOR');
    if (!status.success) throw new UsageError(`no document status ${option(rest, '--status')}`);
    const [who] = positional(rest);
    const owner = who === undefined ? undefined : await findUserByIdOrEmail(ctx, who);
    for (const d of await listModerationQueue(ctx, status.data)) {
      if (owner && d.userId !== owner.id) continue;
      console.log(
        `${d.id}\t${d.documentType}\t${d.status}\t${d.email}\tfiles=${d.fileCount}\tsubmitted=${when(d.submittedAt)}`,
      );
    }
    return 0;
  }
  const [id] = positional(rest);
  if (!id) throw new UsageError(`documents ${action ?? ''} needs ID`);
  if (action === 'show') {
    const d = await getModerationDocument(ctx, id);
    console.log(`${d.id}\t${d.documentType}\t${d.status}\t${d.email} (${d.userId})`);
    console.log(`submitted: ${when(d.submittedAt)}\tupdated: ${when(d.updatedAt)}`);
    console.log(`data: ${JSON.stringify(d.documentMetadata)}`);
    for (const f of d.files) {
      console.log(
        `file: ${path.join(uploadsRoot(ctx.config.dataDir), f.path)}\t${f.mimeType}\t${f.width}x${f.height}`,
      );
    }
    for (const decision of d.decisions) {
      console.log(
        `decision: ${decision.decision}\tby ${decision.decidedBy}\tat ${when(decision.decidedAt)}${decision.reason ? `\t${decision.reason}` : ''}`,
      );
    }
    return 0;
  }
  if (action === 'approve') {
    const d = await decideDocument(ctx, id, { decision: 'APPROVED' }, actor(rest));
    console.log(`${d.id}\t${d.status}`);
    return 0;
  }
  if (action === 'reject') {
    const reason = option(rest, '--reason')?.trim();
    if (!reason) throw new UsageError('documents reject needs --reason TEXT');
    const d = await decideDocument(ctx, id, { decision: 'REJECTED', reason }, actor(rest));
    console.log(`${d.id}\t${d.status}`);
    return 0;
  }
  throw new UsageError(`no command documents ${action ?? ''}`);
}
