// One load window of `npm run bench`: a warm-up, then the measured window, with autocannon in this process
// (pinned to the load core by bench/run.mjs). The server drains what a window left queued before the
// next begins, so no window pays for the one before it.
import autocannon from 'autocannon';

import { sleep } from './servers.mjs';

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const WINDOW_S = Number(process.env.BENCH_SECONDS ?? 10);
export const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const REQUEST_TIMEOUT_S = 20;
const DRAINED_MS = 100;
const DRAIN_LIMIT_MS = 60_000;

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, timeout: REQUEST_TIMEOUT_S, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/**
 * Waits until a probe (a URL, or a function making a request) answers 2xx quickly again: the server has
 * finished the requests a window left behind.
 */
export async function drain(probe) {
  const request = typeof probe === 'string' ? () => fetch(probe) : probe;
  const until = Date.now() + DRAIN_LIMIT_MS;
  while (Date.now() < until) {
    const at = performance.now();
    try {
      const response = await request();
      await response.arrayBuffer();
      if (response.ok && performance.now() - at < DRAINED_MS) return;
    } catch {
      // a server still busy may refuse; try again
    }
    await sleep(200);
  }
}

/**
 * Successful answers per second and latency of `options` (autocannon's) after a warm-up of the same
 * requests; `drainProbe` (see drain) tells when the server has caught up.
 */
export async function measureLoad(options, drainProbe, { warmupS = WARMUP_S, windowS = WINDOW_S } = {}) {
  if (warmupS > 0) {
    await cannon({ ...options, duration: warmupS });
    await drain(drainProbe);
  }
  const result = await cannon({ ...options, duration: windowS });
  await drain(drainProbe);
  return summary(result);
}

export function summary(result) {
  return {
    rps: Math.round(result['2xx'] / result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]),
    ),
  };
}
