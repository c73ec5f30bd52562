import { outboxCounts } from '../../db/queries/mail-outbox';
import type { IdentityContext } from '../../identity-context';

export type OutboxStatus = {
  /** Mail not yet delivered. */
  pending: number;
  /** Of those, mail whose delivery failed at least once and waits for its next try. */
  retrying: number;
  /** Of those, mail a sender holds right now. */
  sending: number;
  /** How long the oldest undelivered mail has waited, or null when none waits. */
  oldestPendingAgeMs: number | null;
  sentLastDay: number;
};

/**
 * The mail outbox as an operator watches it (is the SMTP relay taking mail?): counts and the oldest
 * wait only — mail carries live codes and links, so nothing of a mail's content is shown.
 */
export async function outboxStatus(ctx: IdentityContext): Promise<OutboxStatus> {
  const now = ctx.now();
  const counts = await outboxCounts(ctx.db, now);
  return {
    pending: counts.pending,
    retrying: counts.retrying,
    sending: counts.sending,
    oldestPendingAgeMs: counts.oldestPendingAt === null ? null : Math.max(0, now - counts.oldestPendingAt),
    sentLastDay: counts.sentSince,
  };
}
