import type { Kysely } from 'kysely';
import type { Logger } from 'pino';

import type { Database } from '../../db/database-types';
import { DOCUMENT_CHECK_POLL_MS, UPLOAD_STALE_PART_MS } from '../../identity-policy';
import { createBackgroundWorker, type BackgroundWorker } from '../../jobs/background-worker';
import { sweepIncoming } from '../../uploads/image-store';
import { checkDueDocuments } from './check-due-documents';
import { sweepOrphanFiles } from './sweep-orphan-files';

/** The checker of ASYNC documents; `run(now)` checks as if the clock read `now`. */
export type DocumentChecker = BackgroundWorker;

export type DocumentCheckerOptions = {
  db: Kysely<Database>;
  dataDir: string;
  log: Logger;
  now: () => number;
  /** false: no timer and no sweep (a one-shot command); checks run only when kicked. */
  background?: boolean;
};

/**
 * The background worker of the ASYNC status, like the mail outbox: a timer while the process lives,
 * a kick after each submission. Its state is in the database, so a restart picks up where it was.
 */
export function createDocumentChecker(options: DocumentCheckerOptions): DocumentChecker {
  const { db, dataDir, log } = options;
  const background = options.background !== false;
  // Uploads a dead process left half-written, or stored without their row, are removed once they
  // are surely abandoned.
  if (background) {
    const now = options.now();
    void sweepIncoming(dataDir, UPLOAD_STALE_PART_MS, now).catch(() => undefined);
    void sweepOrphanFiles(db, dataDir, UPLOAD_STALE_PART_MS, now).catch((error: unknown) =>
      log.warn({ err: error instanceof Error ? error.message : String(error) }, 'orphan file sweep failed'),
    );
  }
  return createBackgroundWorker({
    name: 'document check',
    pass: (now) => checkDueDocuments({ db, dataDir, log, now }),
    intervalMs: DOCUMENT_CHECK_POLL_MS,
    now: options.now,
    log,
    background,
  });
}
