import type { Kysely } from 'kysely';
import type { Logger } from 'pino';

import type { Database } from '../../db/database-types';
import { DOCUMENT_CHECK_POLL_MS, UPLOAD_STALE_PART_MS } from '../../identity-policy';
import { sweepIncoming } from '../../uploads/image-store';
import { checkDueDocuments } from './check-due-documents';
import { sweepOrphanFiles } from './sweep-orphan-files';

export type DocumentChecker = {
  /** Check due documents now (after a submission). Never throws. */
  kick(): Promise<void>;
  /** Check as if the clock read `now`. */
  run(now: number): Promise<number>;
  /** Stops the timer and waits for a pass in flight. */
  stop(): Promise<void>;
};

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
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  const run = (now: number): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = checkDueDocuments({ db, dataDir, log, now }).finally(() => {
      running = undefined;
      if (again && !stopped) {
        again = false;
        void kick();
      }
    });
    return running;
  };
  async function kick(): Promise<void> {
    if (stopped) return;
    await run(options.now()).then(
      () => undefined,
      (error: unknown) =>
        log.error(
          { err: error instanceof Error ? error.message : String(error) },
          'document check pass failed',
        ),
    );
  }
  const background = options.background !== false;
  const timer = background ? setInterval(() => void kick(), DOCUMENT_CHECK_POLL_MS) : undefined;
  timer?.unref();
  // Uploads a dead process left half-written, or stored without their row, are removed once they
  // are surely abandoned.
  if (background) {
    const now = options.now();
    void sweepIncoming(dataDir, UPLOAD_STALE_PART_MS, now).catch(() => undefined);
    void sweepOrphanFiles(db, dataDir, UPLOAD_STALE_PART_MS, now).catch((error: unknown) =>
      log.warn({ err: error instanceof Error ? error.message : String(error) }, 'orphan file sweep failed'),
    );
  }

  return {
    kick,
    run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
