import type { Kysely } from 'kysely';

import { audit } from '../audit/audit';
import type { Database } from '../db/database-types';
import { eraseRetainedDocumentRows } from '../db/queries/user-erasure';
import type { User } from '../db/queries/users';
import { deleteUser } from '../domain/accounts/delete-user';
import type { IdentityContext } from '../identity-context';
import { removeDocumentFolder, removeStoredImage } from '../uploads/image-store';
import { runDueJobs } from './run-due-jobs';

const LEASE_MS = 10 * 60 * 1000;

/**
 * Erases the accounts whose deletion grace period is over, through the routine `admin users delete` uses,
 * then the documents an earlier erasure kept whose legal retention ended (DOCUMENT_RETENTION_DAYS).
 * The due time is the lease: a claim moves it `LEASE_MS` ahead, so a process that crashes mid-erasure
 * leaves the account due again for another process; a cancel (due time null) makes the claim miss.
 */
export async function eraseDueAccounts(ctx: IdentityContext, now: number): Promise<number> {
  return (await eraseDueUsers(ctx, now)) + (await eraseEndedRetentions(ctx, now));
}

function eraseDueUsers(ctx: IdentityContext, now: number): Promise<number> {
  const db: Kysely<Database> = ctx.db;
  return runDueJobs<User>(
    {
      findDue: (at, limit) =>
        db
          .selectFrom('users')
          .select('id')
          .where('deletion_due_at', 'is not', null)
          .where('deletion_due_at', '<=', at)
          .limit(limit)
          .execute(),
      async claim(id, at, leaseMs) {
        const claimed = await db
          .updateTable('users')
          .set({ deletion_due_at: at + leaseMs })
          .where('id', '=', id)
          .where('deletion_due_at', '<=', at)
          .executeTakeFirst();
        if (claimed.numUpdatedRows === 0n) return undefined;
        return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst() as Promise<
          User | undefined
        >;
      },
      async work(user) {
        await deleteUser(ctx, user);
        audit(ctx, 'account.erased', { accountId: user.id });
      },
      async failed(user, error) {
        ctx.log.warn({ accountId: user.id, err: error }, 'account erasure failed; retried after the lease');
      },
    },
    { now, batch: 20, leaseMs: LEASE_MS },
  );
}

/** Retained documents whose retention ended: the row and its files go; leased the same way as accounts. */
function eraseEndedRetentions(ctx: IdentityContext, now: number): Promise<number> {
  const db: Kysely<Database> = ctx.db;
  return runDueJobs<{ id: string; user_id: string }>(
    {
      findDue: (at, limit) =>
        db
          .selectFrom('documents')
          .select('id')
          .where('retained_until', 'is not', null)
          .where('retained_until', '<=', at)
          .limit(limit)
          .execute(),
      async claim(id, at, leaseMs) {
        const claimed = await db
          .updateTable('documents')
          .set({ retained_until: at + leaseMs })
          .where('id', '=', id)
          .where('retained_until', '<=', at)
          .executeTakeFirst();
        if (claimed.numUpdatedRows === 0n) return undefined;
        return db.selectFrom('documents').select(['id', 'user_id']).where('id', '=', id).executeTakeFirst();
      },
      async work(document) {
        const files = await db.transaction().execute((trx) => eraseRetainedDocumentRows(trx, document.id));
        for (const file of files) await removeStoredImage(ctx.config.dataDir, file);
        await removeDocumentFolder(ctx.config.dataDir, document.id);
        audit(ctx, 'document.retention_ended', { accountId: document.user_id, documentId: document.id });
      },
      async failed(document, error) {
        ctx.log.warn(
          { documentId: document.id, err: error },
          'erasing a retained document failed; retried after the lease',
        );
      },
    },
    { now, batch: 20, leaseMs: LEASE_MS },
  );
}
