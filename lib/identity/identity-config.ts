import { createHmac } from 'node:crypto';

import { env } from '../env';
import { twoFaKeys, type TwoFaKeys } from './crypto/secret-box';
import { readAbuseSettings, type AbuseSettings } from './rate-limit/abuse-settings';

/** The chat bot of the Telegram second factor; null when no bot token is set (Telegram not offered). */
export type TelegramConfig = {
  botToken: string;
  apiRoot: string;
  botName: string | null;
  /** Set: Telegram posts updates to the webhook with this secret. Unset: the bot long-polls. */
  webhookSecret: string | null;
};

export type RecaptchaConfig = {
  siteKey: string | null;
  secretKey: string;
  verifyUrl: string;
  /** APP_URL's host name: a token solved on any other site is refused. */
  hostname: string;
};

/** What the identity service reads from the environment (DESIGN §2), resolved once per process. */
export type IdentityConfig = {
  dataDir: string;
  databaseUrl?: string;
  databaseSchema?: string;
  redisUrl?: string;
  rateLimitPrefix: string;
  /** Rate limits, captcha thresholds, the lock and the exempt addresses (RATE_LIMITS and friends). */
  abuse: AbuseSettings;
  appUrl: string;
  tokenTtlS: number;
  /** ACCOUNT_DELETION_GRACE_DAYS in ms: how long a deletion can be cancelled before the erasure. */
  accountDeletionGraceMs: number;
  /** DOCUMENT_RETENTION_DAYS in ms: how long an erased account's documents are kept; 0 keeps none. */
  documentRetentionMs: number;
  /** Private-address hosts that outbound product calls may still reach (OUTBOUND_ALLOW_PRIVATE). */
  outboundAllowPrivate: string[];
  clientId: string;
  clientSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  supportEmail: string;
  /** Set when reCAPTCHA keys are configured; otherwise the ALTCHA proof of work guards the gate. */
  recaptcha: RecaptchaConfig | null;
  /** HMAC key of ALTCHA challenges, derived so operators have one secret less to manage. */
  captchaSecret: string;
  /** HMAC key of stored recovery codes, derived like captchaSecret. */
  recoveryCodeKey: string;
  registrationWithoutReferral: boolean;
  /** Keys of second-factor secrets and codes at rest (TWO_FA_SECRET_KEY). */
  twoFaKeys: TwoFaKeys;
  telegram: TelegramConfig | null;
  /** The moderation API's bearer; null keeps the API off (404). */
  adminToken: string | null;
};

export function identityConfig(): IdentityConfig {
  const e = env();
  const abuse = readAbuseSettings(process.env);
  if (abuse.problems.length > 0) throw new Error(`Invalid environment: ${abuse.problems.join(' ')}`);
  return {
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    redisUrl: e.REDIS_URL,
    rateLimitPrefix: e.RATE_LIMIT_PREFIX,
    abuse: abuse.settings,
    appUrl: e.APP_URL,
    tokenTtlS: e.TOKEN_TTL_SECONDS,
    accountDeletionGraceMs: e.ACCOUNT_DELETION_GRACE_DAYS * 24 * 60 * 60 * 1000,
    documentRetentionMs: e.DOCUMENT_RETENTION_DAYS * 24 * 60 * 60 * 1000,
    outboundAllowPrivate: (e.OUTBOUND_ALLOW_PRIVATE ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    clientId: e.OAUTH_CLIENT_ID,
    clientSecret: e.OAUTH_CLIENT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    recaptcha: e.RECAPTCHA_SECRET_KEY
      ? {
          siteKey: e.RECAPTCHA_SITE_KEY ?? null,
          secretKey: e.RECAPTCHA_SECRET_KEY,
          verifyUrl: e.RECAPTCHA_VERIFY_URL,
          hostname: new URL(e.APP_URL).hostname,
        }
      : null,
    captchaSecret: createHmac('sha256', e.SESSION_SECRET).update('altcha-challenge').digest('base64url'),
    recoveryCodeKey: createHmac('sha256', e.SESSION_SECRET).update('recovery-codes').digest('base64url'),
    registrationWithoutReferral: e.REGISTRATION_WITHOUT_REFERRAL === 'true',
    twoFaKeys: twoFaKeys(e.TWO_FA_SECRET_KEY),
    telegram: e.TELEGRAM_BOT_TOKEN
      ? {
          botToken: e.TELEGRAM_BOT_TOKEN,
          apiRoot: e.TELEGRAM_API_ROOT.replace(/\/$/, ''),
          botName: e.TELEGRAM_BOT_NAME ?? null,
          webhookSecret: e.TELEGRAM_WEBHOOK_SECRET ?? null,
        }
      : null,
    adminToken: e.ADMIN_TOKEN ?? null,
  };
}
