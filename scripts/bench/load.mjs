// One load window of `npm run bench`: a warm-up, then the measured window, with autocannon in this process
// (pinned to the load core by scripts/bench.mjs).
import autocannon from 'autocannon';

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const WINDOW_S = Number(process.env.BENCH_SECONDS ?? 10);
export const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** req/s and latency of `options` (autocannon's) after a warm-up of the same requests. */
export async function measureLoad(options, { warmupS = WARMUP_S, windowS = WINDOW_S } = {}) {
  if (warmupS > 0) await cannon({ ...options, duration: warmupS });
  const result = await cannon({ ...options, duration: windowS });
  return summary(result);
}

export function summary(result) {
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
