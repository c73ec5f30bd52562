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
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  // Read by shape, not `instanceof Error`: socket errors may come from another realm (a test VM).
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, message, errors, cause } = error as {
    code?: unknown;
    message?: unknown;
    errors?: unknown;
    cause?: unknown;
  };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || POSTGRES_UNAVAILABLE.test(code) || SQLITE_UNAVAILABLE.test(code))
      return true;
  }
  if (typeof message === 'string' && PG_CONNECTION_MESSAGES.some((text) => message.includes(text)))
    return true;
  // Connecting to each address of a host fails as one AggregateError.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return cause !== undefined && isDatabaseUnavailable(cause, depth + 1);
}
