/** Socket-level failures: the database (or the way to it) is not there right now. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** PostgreSQL SQLSTATEs of a server that is going away, starting up or out of connections. */
const POSTGRES_UNAVAILABLE = /^(08|57P0[1-3]|53300)/;

/** SQLite: another process held the write lock past the busy timeout, or the file cannot be reached. */
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR)/;

/** node-postgres reports a lost or never-made connection in words, without a code. */
const PG_CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
];

/**
 * Whether `error` means "the database cannot be reached now" rather than a bug: such a request is
 * answered 503 (try again), never as if the data said no — and never as if it said yes.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || POSTGRES_UNAVAILABLE.test(code) || SQLITE_UNAVAILABLE.test(code))
      return true;
  }
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable)) return true;
  if (PG_CONNECTION_MESSAGES.some((text) => error.message.includes(text))) return true;
  return error.cause !== undefined && error.cause !== error && isDatabaseUnavailable(error.cause);
}
