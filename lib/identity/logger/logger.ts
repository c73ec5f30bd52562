import pino, { type Logger } from 'pino';

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

/** The identity service's logger: JSON lines on stdout, secrets redacted. */
export function logger(): Logger {
  if (root) return root;
  root = pino({
    name: 'identity',
    level: process.env.LOG_LEVEL ?? 'info',
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  });
  return root;
}
