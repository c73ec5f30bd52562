import type { Kysely } from 'kysely';
import type { Logger } from 'pino';

import type { Database } from '../../db/database-types';
import {
  claimCheck,
  findDocumentFiles,
  findDueChecks,
  insertDecision,
  updateDocumentIf,
} from '../../db/queries/documents';
import {
  CHECK_REASONS,
  DOCUMENT_CHECK_BATCH,
  DOCUMENT_CHECK_LEASE_MS,
  DOCUMENT_CHECK_MAX_ATTEMPTS,
  DOCUMENT_CHECK_RETRY_MS,
} from '../../identity-policy';
import { runDueJobs } from '../../jobs/run-due-jobs';
import { metrics } from '../../metrics/metrics';
import { inspectStoredImage } from '../../uploads/image-store';

export type CheckOptions = { db: Kysely<Database>; dataDir: string; log: Logger; now: number };

/** The automatic checks of one document (SPEC §4 ASYNC): every file is there and decodes. */
async function findProblem(options: CheckOptions, documentId: string): Promise<string | null> {
  const files = await findDocumentFiles(options.db, [documentId]);
  if (files.length === 0) return CHECK_REASONS.missingFile;
  for (const file of files) {
    const state = await inspectStoredImage(options.dataDir, file.path);
    if (state === 'missing') return CHECK_REASONS.missingFile;
    if (state === 'unreadable') return CHECK_REASONS.unreadableFile;
  }
  return null;
}

/**
 * Checks every due ASYNC document once: passed → WAITING_MODERATOR; a missing or unreadable file →
 * WAITING_USER with the check's reason; an unexpected failure → retried with backoff, then
 * WAITING_SYSTEM for an operator. Rows are leased, so two processes never check one document twice.
 */
export function checkDueDocuments(options: CheckOptions): Promise<number> {
  const { db, log, now } = options;
  return runDueJobs(
    {
      findDue: (at, limit) => findDueChecks(db, at, limit),
      claim: (id, at, leaseMs) => claimCheck(db, id, at, leaseMs),
      async work(row) {
        const problem = await findProblem(options, row.id);
        const at = Date.now();
        const moved = await db.transaction().execute(async (trx) => {
          const changed = await updateDocumentIf(trx, row.id, ['ASYNC'], {
            status: problem ? 'WAITING_USER' : 'WAITING_MODERATOR',
            updated_at: Math.max(at, row.updated_at + 1),
            check_locked_until: 0,
          });
          if (changed && problem) {
            await insertDecision(trx, {
              document_id: row.id,
              decision: 'REJECTED',
              reason: problem,
              decided_by: 'system',
              decided_at: at,
            });
          }
          return changed;
        });
        if (moved) metrics().documentChecks.inc({ outcome: problem ? 'rejected' : 'passed' });
      },
      async failed(row, error) {
        const attempts = row.check_attempts + 1;
        metrics().documentChecks.inc({ outcome: 'failed' });
        log.warn({ documentId: row.id, attempts, err: error }, 'document check failed');
        const giveUp = attempts >= DOCUMENT_CHECK_MAX_ATTEMPTS;
        await updateDocumentIf(db, row.id, ['ASYNC'], {
          ...(giveUp ? { status: 'WAITING_SYSTEM' as const } : {}),
          check_attempts: attempts,
          check_due_at: Date.now() + DOCUMENT_CHECK_RETRY_MS * attempts,
          check_locked_until: 0,
          updated_at: giveUp ? Date.now() : row.updated_at,
        }).catch(() => undefined);
      },
    },
    { now, batch: DOCUMENT_CHECK_BATCH, leaseMs: DOCUMENT_CHECK_LEASE_MS },
  );
}
