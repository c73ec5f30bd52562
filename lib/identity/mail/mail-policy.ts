/** How the outbox sender behaves when delivery fails. */
export const MAIL_POLL_INTERVAL_MS = 5_000; // look for due mail every 5 seconds
export const MAIL_RETRY_BASE_MS = 10_000; // first retry after 10 seconds, doubling
export const MAIL_RETRY_MAX_MS = 15 * 60 * 1000; // never wait more than 15 minutes between tries
export const MAIL_CLAIM_LEASE_MS = 2 * 60 * 1000; // a crashed sender's claim expires after 2 minutes
export const MAIL_BATCH_SIZE = 20;

export function retryDelayMs(attempts: number): number {
  return Math.min(MAIL_RETRY_MAX_MS, MAIL_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
}
