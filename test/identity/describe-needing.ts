import path from 'node:path';

/**
 * `describe`, or `describe.skip` when the suite cannot run here: a service it needs is not set in the
 * environment, or it starts its own servers while IDENTITY_BASE_URL points at another. The reason is
 * added to the suite's title and warned once, so a skip is seen in the run's output.
 */
export function describeNeeding(
  file: string,
  needs: readonly string[],
  starts: 'server' | 'processes' = 'server',
): { describe: jest.Describe; reason: string } {
  const missing = needs.find((name) => !process.env[name]);
  const reason = missing
    ? ` — skipped: ${missing} is not set`
    : process.env.IDENTITY_BASE_URL
      ? ` — skipped: it starts its own ${starts} (IDENTITY_BASE_URL set)`
      : '';
  if (reason) console.warn(`${path.basename(file)}${reason}`);
  return { describe: reason ? describe.skip : describe, reason };
}
