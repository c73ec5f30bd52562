import { randomUUID } from 'node:crypto';

/**
 * The id that ties one visitor request to every log line it causes (audit events included). The Node
 * entry assigns it; a proxy's or the BFF's own id is kept only when it is plainly an id — short, of
 * safe characters — so a client cannot forge log lines or fill them with its own text.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export function isRequestId(value: unknown): value is string {
  return typeof value === 'string' && REQUEST_ID_PATTERN.test(value);
}

/** The id a request carries when it is one, else a fresh one. */
export function requestIdOf(given: unknown): string {
  return isRequestId(given) ? given : randomUUID();
}
