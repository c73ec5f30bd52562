import { availableParallelism } from 'node:os';

import { IdentityError } from '../identity-error';
import { UPLOAD_IMAGE_MEMORY_BUDGET_BYTES, UPLOAD_IMAGE_QUEUE_LIMIT } from '../identity-policy';

export type ImageQueueLimits = {
  /** Images decoded at once. */
  concurrency: number;
  /** What the images in hand may need together, by their estimates; one image alone always runs. */
  memoryBudgetBytes: number;
  /** Images waiting for their turn; one more is answered too_many_requests. */
  waitingLimit: number;
};

type Waiting = { bytes: number; start: () => void };

/**
 * A queue for image work (decoding, re-encoding, the background checks): the work is the heaviest a
 * request can cause — seconds of CPU and hundreds of MiB for a large photo — so it is done a few at a
 * time, within a memory budget, in arrival order. Eight large uploads at once used to take every
 * thread of libuv's pool (which argon2 and file I/O need too): logins stalled for seconds and memory
 * grew past a gigabyte.
 */
export function createImageQueue(limits: ImageQueueLimits) {
  let running = 0;
  let bytesInUse = 0;
  const waiting: Waiting[] = [];
  const fits = (bytes: number) =>
    running === 0 || (running < limits.concurrency && bytesInUse + bytes <= limits.memoryBudgetBytes);
  const take = (bytes: number) => {
    running += 1;
    bytesInUse += bytes;
  };
  const startNext = () => {
    // Strictly in arrival order: a small image does not overtake a large one forever. The place is
    // taken here, before the waiter wakes, so the loop sees it.
    while (waiting.length > 0 && fits(waiting[0]!.bytes)) {
      const next = waiting.shift()!;
      take(next.bytes);
      next.start();
    }
  };
  return {
    /**
     * Runs `work` when a place and `estimatedBytes` of the budget are free. A visitor's request is
     * refused when too many wait; background work (`mayRefuse: false`) waits whatever the queue.
     */
    async run<T>(
      estimatedBytes: number,
      work: () => Promise<T>,
      { mayRefuse = true }: { mayRefuse?: boolean } = {},
    ): Promise<T> {
      const bytes = Math.min(Math.max(0, estimatedBytes), limits.memoryBudgetBytes);
      if (waiting.length > 0 || !fits(bytes)) {
        if (mayRefuse && waiting.length >= limits.waitingLimit) {
          throw new IdentityError('too_many_requests', { retryAfterS: 5 });
        }
        await new Promise<void>((start) => waiting.push({ bytes, start }));
      } else {
        take(bytes);
      }
      try {
        return await work();
      } finally {
        running -= 1;
        bytesInUse -= bytes;
        startNext();
      }
    },
    /** For tests and the bench: what is in hand now. */
    state: () => ({ running, bytesInUse, waiting: waiting.length }),
  };
}

/** One image per spare core: a core stays free for logins, token checks and pages. */
export const IMAGE_CONCURRENCY = Math.max(1, availableParallelism() - 1);

type ImageQueue = ReturnType<typeof createImageQueue>;
// On globalThis: every bundled copy of this module must share the one queue (like the argon2 queue).
const QUEUE_KEY = Symbol.for('passport.identity.image-queue');
const shared: ImageQueue = ((globalThis as Record<symbol, ImageQueue | undefined>)[QUEUE_KEY] ??=
  createImageQueue({
    concurrency: IMAGE_CONCURRENCY,
    memoryBudgetBytes: UPLOAD_IMAGE_MEMORY_BUDGET_BYTES,
    waitingLimit: UPLOAD_IMAGE_QUEUE_LIMIT,
  }));

/** The process's image queue. */
export function imageQueue(): ImageQueue {
  return shared;
}
