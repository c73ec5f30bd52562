/** One kind of leased job: rows in the database that are due, claimed one at a time, retried on failure. */
export type LeasedJobs<Row> = {
  /** Ids due at `now` and leased by no process, at most `limit`. */
  findDue(now: number, limit: number): Promise<{ id: string }[]>;
  /** Leases a job until `now + leaseMs`; undefined when another process got it first. */
  claim(id: string, now: number, leaseMs: number): Promise<Row | undefined>;
  /** The job's work; it ends the lease itself on success. A throw is a failed try. */
  work(row: Row): Promise<void>;
  /** A failed try: count it and set the next (backed-off) try, or give up. */
  failed(row: Row, error: string): Promise<void>;
};

/**
 * Runs every job due at `now` once, in batches of `batch`: claim, work, and on a throw `failed`. A
 * crashed process's leases run out, so another process takes its jobs over. Returns how many succeeded.
 */
export async function runDueJobs<Row>(
  jobs: LeasedJobs<Row>,
  options: { now: number; batch: number; leaseMs: number },
): Promise<number> {
  let done = 0;
  for (const { id } of await jobs.findDue(options.now, options.batch)) {
    const row = await jobs.claim(id, options.now, options.leaseMs);
    if (!row) continue;
    try {
      await jobs.work(row);
      done++;
    } catch (error) {
      await jobs.failed(row, error instanceof Error ? error.message : String(error));
    }
  }
  return done;
}
