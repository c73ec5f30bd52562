/**
 * Audit records still being written. A one-shot operator command exits right after its work: closing
 * the identity service waits for these first, so no operator action leaves the trail unwritten.
 */
const pending = new Set<Promise<unknown>>();

export function trackAuditWrite(write: Promise<unknown>): void {
  pending.add(write);
  void write.finally(() => pending.delete(write));
}

export async function flushAuditWrites(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
