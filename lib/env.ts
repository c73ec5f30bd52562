import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

import { backUrlVariable, PRODUCT_GROUPS, type ProductGroup } from './products';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * The runtime contract of DESIGN §2. Read lazily (per call, cached per process) so that `next build`
 * needs no secret and no data directory.
 */
/** A URL of one of `schemes`; the rule is named in the problem an operator reads. */
const urlOf = (schemes: string[], rule: string) =>
  z.string().refine(
    (value) => {
      try {
        return schemes.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: rule },
  );
const httpUrl = urlOf(['http:', 'https:'], 'must be an http:// or https:// URL');
const httpsUrl = urlOf(['https:'], 'must be an https:// URL');
const wholeNumber = (rule: string) =>
  z.coerce.number({ error: rule }).int({ error: rule }).positive({ error: rule });

const ZEnvSchema = z.object({
  PORT: wholeNumber('must be a port number (1–65535)')
    .max(65535, { error: 'must be a port number (1–65535)' })
    .default(3000),
  APP_URL: httpUrl.optional(),
  DATA_DIR: z.string().min(1, { error: 'must name a folder' }).default('./data'),
  /** Unset: SQLite in DATA_DIR. Any other database is refused rather than silently replaced by SQLite. */
  DATABASE_URL: urlOf(
    ['postgres:', 'postgresql:'],
    'must be a postgres:// or postgresql:// URL (unset: SQLite in DATA_DIR; no other database is supported)',
  ).optional(),
  /** PostgreSQL schema (search_path) the identity service works in; default the server's. */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/i, { error: 'must be a plain identifier (letters, digits, _)' })
    .optional(),
  REDIS_URL: urlOf(['redis:', 'rediss:'], 'must be a redis:// or rediss:// URL').optional(),
  /** Proxies whose X-Forwarded-For entries are believed: addresses, CIDR ranges, `loopback` (lib/http/visitor-address.ts). */
  TRUST_PROXY: z.string().max(2000, { error: 'is too long' }).optional(),
  /** Prefix of rate-limit keys, so several deployments can share one Redis. */
  RATE_LIMIT_PREFIX: z.string().min(1).default('passport'),
  SESSION_SECRET: z
    .string()
    .min(32, { error: 'is too short: at least 32 characters (e.g. `openssl rand -base64 32`)' })
    .optional(),
  OAUTH_URL: httpUrl.optional(),
  PASSPORT_API_URL: httpUrl.optional(),
  OAUTH_CLIENT_ID: z.string().min(1).default('passport-portal'),
  OAUTH_CLIENT_SECRET: z.string().min(16, { error: 'is too short: at least 16 characters' }).optional(),
  SMTP_URL: urlOf(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().default('Passport <no-reply@localhost>'),
  TELEGRAM_BOT_TOKEN: z.string().optional(),
  TELEGRAM_API_ROOT: httpUrl.default('https://api.telegram.org'),
  TELEGRAM_BOT_NAME: z.string().optional(),
  /**
   * Webhook mode: Telegram posts updates to APP_URL/v1/telegram/webhook with this secret in
   * X-Telegram-Bot-Api-Secret-Token. Unset: the bot long-polls (one instance only).
   */
  TELEGRAM_WEBHOOK_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,256}$/, { error: 'must be 16–256 of A–Z a–z 0–9 _ -' })
    .optional(),
  /** AES-256-GCM key (32 bytes, base64) for second-factor secrets at rest; generated into DATA_DIR when unset. */
  TWO_FA_SECRET_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, { error: 'must be 32 bytes in base64' })
    .optional(),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_SECRET_KEY: z.string().optional(),
  RECAPTCHA_VERIFY_URL: httpUrl.default('https://www.google.com/recaptcha/api/siteverify'),
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  REGISTRATION_WITHOUT_REFERRAL: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('true'),
  CDN_URL: httpUrl.optional(),
  SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).default('support@example.com'),
  COMPANY_NAME: z.string().min(1).default('Passport Group'),
  /**
   * The wallet app's own pages in the stores, for "Install Application" beside the login QR. Unset: that
   * link is not shown (the stores' home pages helped no one find the app).
   */
  WALLET_APP_STORE_URL: httpsUrl.optional(),
  WALLET_GOOGLE_PLAY_URL: httpsUrl.optional(),
  ADMIN_TOKEN: z.string().min(16, { error: 'is too short: at least 16 characters' }).optional(),
  /**
   * Hosts (`host` or `host:port`, comma-separated; `*` for all) that back-channel logouts and webhooks
   * may reach although they resolve to a private, loopback or link-local address (issue 23).
   */
  OUTBOUND_ALLOW_PRIVATE: z.string().optional(),
  /** Days a deleted account can still be restored by its mailed cancel link before it is erased (issue 22). */
  ACCOUNT_DELETION_GRACE_DAYS: wholeNumber('must be a whole number of days above 0').default(14),
  /**
   * Days an erased account's verification documents (their rows and files) are kept for a legal
   * retention duty before the erasure job removes them too; 0 erases them with the account (issue 22).
   */
  DOCUMENT_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a whole number of days (0: none)' })
    .int({ error: 'must be a whole number of days (0: none)' })
    .min(0, { error: 'must be a whole number of days (0: none)' })
    .max(36500, { error: 'must be at most 36500 days (100 years)' })
    .default(0),
  TOKEN_TTL_SECONDS: wholeNumber('must be a whole number of seconds above 0').default(24 * 60 * 60),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  /** Prometheus metrics on a port of their own (server/metrics-server.ts); unset: no metrics listener. */
  METRICS_PORT: wholeNumber('must be a port number (1–65535)')
    .max(65535, { error: 'must be a port number (1–65535)' })
    .optional(),
  METRICS_HOSTNAME: z.string().min(1).default('127.0.0.1'),
  /** One log line per request (server/observe-request.ts). */
  ACCESS_LOG: z.enum(['0', '1', 'true', 'false'], { error: 'must be 1 or 0' }).optional(),
});

export type Env = z.infer<typeof ZEnvSchema> & {
  APP_URL: string;
  OAUTH_URL: string;
  PASSPORT_API_URL: string;
  CDN_URL: string;
  SESSION_SECRET: string;
  OAUTH_CLIENT_SECRET: string;
  TWO_FA_SECRET_KEY: string;
  /** The origin the server listens on; upstream calls to this same server use it. */
  INTERNAL_URL: string;
};

export type { ProductGroup } from './products';

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const parsed = ZEnvSchema.safeParse(givenValues(process.env));
  if (!parsed.success) throw new Error(`Invalid environment: ${problemsOf(parsed.error).join(' ')}`);
  const raw = parsed.data;
  const internal = `http://127.0.0.1:${raw.PORT}`;
  const appUrl = (raw.APP_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, '');
  const secrets = generatedSecrets(raw.DATA_DIR);
  cached = {
    ...raw,
    APP_URL: appUrl,
    INTERNAL_URL: internal,
    OAUTH_URL: (raw.OAUTH_URL ?? internal).replace(/\/$/, ''),
    PASSPORT_API_URL: (raw.PASSPORT_API_URL ?? internal).replace(/\/$/, ''),
    CDN_URL: (raw.CDN_URL ?? `${appUrl}/docs`).replace(/\/$/, ''),
    SESSION_SECRET: raw.SESSION_SECRET ?? secrets.sessionSecret,
    OAUTH_CLIENT_SECRET: raw.OAUTH_CLIENT_SECRET ?? secrets.oauthClientSecret,
    TWO_FA_SECRET_KEY: raw.TWO_FA_SECRET_KEY ?? secrets.twoFaSecretKey,
  };
  return cached;
}

/** An empty value is taken as unset, as the shell's `VAR=` usually means. */
function givenValues(source: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(source).filter((entry): entry is [string, string] => !!entry[1]));
}

function problemsOf(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}.`);
}

/**
 * Every given setting that breaks its rule, one line each naming the variable and the rule (the Node
 * entry refuses to start on any): a value an operator set and mistyped must not run as a default, nor
 * fail later with a library's words.
 */
export function environmentProblems(source: Record<string, string | undefined>): string[] {
  const given = givenValues(source);
  const parsed = ZEnvSchema.safeParse(given);
  const problems = parsed.success ? [] : problemsOf(parsed.error);
  for (const group of PRODUCT_GROUPS) {
    const variable = backUrlVariable(group);
    const value = given[variable];
    if (value !== undefined && !httpUrl.safeParse(value).success) {
      problems.push(`${variable} must be an http:// or https:// URL (the page a product's users return to).`);
    }
  }
  return problems;
}

/** Back URL of a product group: `BACK_URL_<GROUP>`, else the sample linked product. */
export function backUrlOf(group: ProductGroup): string {
  const configured = process.env[backUrlVariable(group)];
  if (configured) return configured;
  return `http://localhost:${process.env.SAMPLE_PRODUCT_PORT ?? 4000}/${group.toLowerCase()}`;
}

/** The key of the BFF's proofs to the embedded identity service (lib/http/visitor-address.ts). */
export function bffProofKey(): string {
  return createHmac('sha256', env().SESSION_SECRET).update('passport bff visitor proof').digest('base64url');
}

/** Forget the cached environment (tests that change `process.env`). */
export function resetEnvForTests(): void {
  cached = undefined;
}

type Secrets = { sessionSecret: string; oauthClientSecret: string; twoFaSecretKey: string };

function newSecrets(): Secrets {
  return {
    sessionSecret: randomBytes(32).toString('base64url'),
    oauthClientSecret: randomBytes(32).toString('base64url'),
    twoFaSecretKey: randomBytes(32).toString('base64'),
  };
}

/** Secrets an operator did not set are generated once into DATA_DIR, readable by the owner only. */
function generatedSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  let secrets: Partial<Secrets>;
  try {
    secrets = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
  } catch {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const fresh = newSecrets();
    try {
      // 'wx' lets exactly one process win the race; the others read its file.
      fs.writeFileSync(file, JSON.stringify(fresh), { mode: 0o600, flag: 'wx' });
      return fresh;
    } catch {
      secrets = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
    }
  }
  return secrets.twoFaSecretKey ? (secrets as Secrets) : addedSecrets(file, secrets);
}

const UPGRADE_WAIT_MS = 2000;

/**
 * A secrets file written before a secret existed gains it once: one process claims the upgrade file
 * ('wx'), writes the whole set there and renames it over the old file; the others wait for that file.
 */
function addedSecrets(file: string, old: Partial<Secrets>): Secrets {
  const upgrade = `${file}.upgrade`;
  const merged = { ...newSecrets(), ...old } as Secrets;
  try {
    fs.writeFileSync(upgrade, JSON.stringify(merged), { mode: 0o600, flag: 'wx' });
    fs.renameSync(upgrade, file);
    return merged;
  } catch {
    const deadline = Date.now() + UPGRADE_WAIT_MS;
    while (Date.now() < deadline) {
      const current = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
      if (current.twoFaSecretKey) return current as Secrets;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 25);
    }
    // The winner died between writing and renaming: finish its upgrade.
    fs.renameSync(upgrade, file);
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Secrets;
  }
}
