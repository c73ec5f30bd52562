// The figures of `npm run bench` as one table: figure | Passport | baseline | ratio | goal.

const number = (value) => Math.round(value).toLocaleString('en-US');
export const kib = (bytes) => `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KiB`;
export const ms = (value) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`);
export const ratio = (passport, baseline) =>
  baseline > 0 && Number.isFinite(passport) ? `${(passport / baseline).toFixed(2)}×` : '—';

/** req/s with its latency, and the failures beside it when there were any. */
export function load(result, { p50 = true } = {}) {
  const latency = p50 ? `p50 ${ms(result.p50)}, p99 ${ms(result.p99)}` : `p99 ${ms(result.p99)}`;
  const failed = result.non2xx + result.errors + result.timeouts;
  return `${number(result.rps)} req/s, ${latency}${failed ? ` (${number(failed)} not 2xx)` : ''}`;
}

export function markdownTable(rows) {
  const header = ['figure', 'Passport', 'baseline', 'ratio', 'goal'];
  const cells = rows.map((row) => [row.figure, row.passport, row.baseline, row.ratio, row.goal]);
  const line = (values) => `| ${values.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...cells.map(line)].join('\n');
}
