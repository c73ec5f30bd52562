import pino, { type DestinationStream, type Logger } from 'pino';

import { currentRequestId } from '../audit/audit-scope';

/** Keys whose values never reach a log line (DESIGN §4), at the top level and one level down. */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'code',
  'otp',
  'token',
  'access_token',
  'oauth_token',
  'authorization',
  'cookie',
  'secret',
  'googleRecaptchaV2',
  'google_recaptcha_v2',
];

export const REDACT_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
  'headers.authorization',
  'headers.cookie',
  'req.headers.authorization',
  'req.headers.cookie',
];

let root: Logger | undefined;

/** A logger of the process's shape: JSON lines (on stdout unless given a stream), secrets redacted. */
export function createLogger(destination?: DestinationStream): Logger {
  const options = {
    name: 'identity',
    level: process.env.LOG_LEVEL ?? 'info',
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    // Any line written while serving a request names it, so a warning or an error joins its audit events.
    mixin: (): Record<string, string> => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * The admin CLI's log lines (its audit events) go to stderr, so what a command prints on stdout stays
 * its answer alone. Called before the first use of logger().
 */
export function logToStderr(): void {
  root = createLogger(pino.destination(2));
}

/** The process's logger: the identity service's, and (server/console-to-pino.ts) Next's output too. */
export function logger(): Logger {
  root ??= createLogger();
  return root;
}
