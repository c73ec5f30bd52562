/** A health probe as callers see it: the last answer while it is fresh, else one new probe for all. */
export type Probe = () => Promise<boolean>;

/**
 * Wraps `run` so that at most one probe is in flight and its answer is reused for `ttlMs`: however
 * many callers ask meanwhile, the dependency sees one connection attempt per period.
 */
export function cachedProbe(run: () => Promise<boolean>, ttlMs: number, now: () => number): Probe {
  let last: { at: number; up: boolean } | undefined;
  let pending: Promise<boolean> | undefined;
  return () => {
    if (last && now() - last.at < ttlMs) return Promise.resolve(last.up);
    pending ??= run()
      .catch(() => false)
      .then((up) => {
        last = { at: now(), up };
        pending = undefined;
        return up;
      });
    return pending;
  };
}
