/**
 * The visitor's address from `X-Forwarded-For`, counted from the right: each trusted proxy appends the
 * address it saw, so the entry `hops` from the end is the one the nearest trusted proxy wrote, and
 * anything a client put further left cannot move it. `hops` is TRUSTED_PROXY_HOPS (default 1: one
 * reverse proxy, or the BFF calling the identity service).
 */
export function clientAddress(forwardedFor: string | null | undefined, hops: number): string | undefined {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  const candidate = entries[Math.max(0, entries.length - Math.max(1, hops))];
  return candidate && candidate.length <= 64 && /^[0-9a-fA-F:.]+$/.test(candidate) ? candidate : undefined;
}
