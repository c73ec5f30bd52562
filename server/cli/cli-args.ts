import os from 'node:os';

/** Options that take no value. */
const FLAGS = new Set(['--yes', '--help', '-h', '--json', '--failed']);

export function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

/** Every value of a repeatable option (`--redirect-uri A --redirect-uri B`). */
export function options(args: string[], name: string): string[] {
  const out: string[] = [];
  args.forEach((arg, i) => {
    if (arg === name && args[i + 1] !== undefined) out.push(args[i + 1]!);
  });
  return out;
}

/** The arguments that are neither an option nor an option's value. */
export function positional(args: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (FLAGS.has(arg)) continue;
    if (arg.startsWith('--')) i++;
    else out.push(arg);
  }
  return out;
}

/** Who an operator's decision is recorded as: `cli:<--by NAME>`, default the operating-system user. */
export function actor(args: string[]): string {
  return `cli:${option(args, '--by') ?? os.userInfo().username}`;
}

export const when = (ms: number | null) => (ms === null ? '-' : new Date(ms).toISOString());

export function formatDuration(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s < 120) return `${s}s`;
  if (s < 7200) return `${Math.round(s / 60)}min`;
  return `${(s / 3600).toFixed(1)}h`;
}

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** `90s`, `30m`, `24h`, `7d` in ms; undefined for anything else. */
export function parseDuration(text: string): number | undefined {
  const match = /^(\d{1,6})([smhd])$/.exec(text.trim());
  return match ? Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS] : undefined;
}

/**
 * A moment an operator names: an ISO 8601 time (`2026-07-01`, `2026-07-01T12:00Z`), or a duration
 * (`24h`) counted back from `now` (`--since 24h`) or, with `ahead`, forward (`--old-secret-until 7d`).
 */
export function parseMoment(text: string, now: number, ahead = false): number | undefined {
  const span = parseDuration(text);
  if (span !== undefined) return ahead ? now + span : now - span;
  if (!/^\d{4}-\d{2}-\d{2}/.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : at;
}
