import type { Logger } from 'pino';

export type BackgroundWorker = {
  /** Run a pass now (after a commit that made work due). Never throws. */
  kick(): Promise<void>;
  /** Run a pass as if the clock read `now` (tests skip a backoff with it); how many jobs were done. */
  run(now: number): Promise<number>;
  /** Stops the timer and waits for a pass in flight. */
  stop(): Promise<void>;
};

export type BackgroundWorkerOptions = {
  /** What the log calls a failed pass: `mail outbox`, `document check`. */
  name: string;
  /** One pass over the due work; how many jobs it finished. */
  pass(now: number): Promise<number>;
  intervalMs: number;
  now: () => number;
  log: Logger;
  /** false: no timer (a one-shot command); passes run only when kicked. */
  background?: boolean;
};

/**
 * The loop of every outbox-like worker (the mail outbox, the document checker): a timer while the
 * process lives plus a kick after each commit that queued work. One pass at a time per process (the
 * jobs' leases keep processes apart); a kick during a pass asks for one more, so work queued meanwhile
 * does not wait for the timer.
 */
export function createBackgroundWorker(options: BackgroundWorkerOptions): BackgroundWorker {
  const { log } = options;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  const run = (now: number): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = options.pass(now).finally(() => {
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
          `${options.name} pass failed`,
        ),
    );
  }
  const timer = options.background === false ? undefined : setInterval(() => void kick(), options.intervalMs);
  timer?.unref();

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
