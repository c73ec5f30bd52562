import type Redis from 'ioredis';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';

import { flushAuditWrites } from './audit/audit-writes';
import { createDatabase } from './db/create-database';
import type { Database } from './db/database-types';
import { migrateToLatest } from './db/migrate-to-latest';
import { createDocumentChecker, type DocumentChecker } from './domain/documents/create-document-checker';
import { identityConfig, type IdentityConfig } from './identity-config';
import { ACCOUNT_ERASURE_POLL_MS } from './identity-policy';
import { createBackgroundWorker, type BackgroundWorker } from './jobs/background-worker';
import { logger } from './logger/logger';
import { createMailer, type Mailer } from './mail/create-mailer';
import { createLogoutOutbox } from './oidc/logout-outbox';
import { oidcKeyBox } from './oidc/signing-keys';
import { createLimits, type Limits } from './rate-limit/create-limits';
import type { Telegram } from './telegram/create-telegram';
import { createWebhookOutbox } from './webhooks/webhook-outbox';

/** Everything a use case needs, built once per process on first use. */
export type IdentityContext = {
  config: IdentityConfig;
  db: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
  limits: Limits;
  /** The shared Redis connection when REDIS_URL is set (limits and short-lived state). */
  redis?: Redis;
  mailer: Mailer;
  /** The Telegram bot; null without TELEGRAM_BOT_TOKEN (Telegram is then not offered). */
  telegram: Telegram | null;
  /** The ASYNC checks of submitted documents, in the background. */
  documentChecks: DocumentChecker;
  /** Back-channel logouts to every product a session reached (oidc/logout-outbox.ts). */
  logoutOutbox: BackgroundWorker;
  /** Erases accounts whose deletion grace period is over (jobs/erase-due-accounts.ts). */
  accountEraser: BackgroundWorker;
  /** Standard Webhooks events to the products a user used (webhooks/webhook-outbox.ts). */
  webhookOutbox: BackgroundWorker;
  log: Logger;
  now: () => number;
};

const REDIS_CONNECT_WAIT_MS = 3000; // start anyway (limiting in memory) if Redis is not up by then

/**
 * Kept on globalThis: a bundler may load this module more than once per process (one copy per route
 * bundle or layer), and there must still be one database pool, one mail timer and one set of limits.
 */
type Slot = { pending?: Promise<IdentityContext>; closers: (() => Promise<void>)[] };
const SLOT_KEY = Symbol.for('passport.identity.context');
const slot: Slot = ((globalThis as Record<symbol, Slot | undefined>)[SLOT_KEY] ??= { closers: [] });

export type IdentityOptions = {
  /**
   * Whether this process runs the background work (mail outbox, document checks, answering the
   * Telegram bot's users). A one-shot operator command says no: it must not send a server's queued
   * mail through its own transport, nor steal the bot's updates. The first call in a process decides.
   */
  background?: boolean;
};

/** The process's identity service; migrations run before the first use resolves. */
export function identity(options: IdentityOptions = {}): Promise<IdentityContext> {
  slot.pending ??= build(options.background ?? true).catch((error: unknown) => {
    slot.pending = undefined;
    throw error;
  });
  return slot.pending;
}

async function build(background: boolean): Promise<IdentityContext> {
  const config = identityConfig();
  const log = logger();
  const { db, dialect } = createDatabase({
    url: config.databaseUrl,
    schema: config.databaseSchema,
    dataDir: config.dataDir,
  });
  await migrateToLatest(db);
  // ioredis (about 9 MiB resident) is loaded only when REDIS_URL asks for it.
  const redis = config.redisUrl
    ? new (await import('ioredis')).default(config.redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
      })
    : undefined;
  redis?.on('error', (error) => log.warn({ err: error.message }, 'redis unavailable; limiting in memory'));
  // Without its offline queue, commands sent before the connection is up would fall to the in-memory insurance.
  if (redis) await waitUntilReady(redis, REDIS_CONNECT_WAIT_MS);
  const limits = createLimits({
    redis,
    prefix: config.rateLimitPrefix,
    rules: config.abuse.limits,
    isExempt: config.abuse.isExempt,
  });
  const context = { config, db, dialect, limits, redis, log, now: () => Date.now() } as IdentityContext;
  // One clock for the service and its workers: a test that replaces context.now moves them all.
  const now = () => context.now();
  const mailer = createMailer({ db, config, log, now, background });
  const documentChecks = createDocumentChecker({ db, dataDir: config.dataDir, log, now, background });
  const logoutOutbox = createLogoutOutbox({
    db,
    config,
    box: () => oidcKeyBox(config.twoFaKeys.box),
    log,
    now,
    background,
  });
  const webhookOutbox = createWebhookOutbox({
    db,
    config,
    box: () => oidcKeyBox(config.twoFaKeys.box),
    log,
    now,
    background,
  });
  const accountEraser = createBackgroundWorker({
    name: 'account erasure',
    // Loaded at its first pass, as Telegram is: erasure goes through deleteUser, which takes this context,
    // so a static import would tie the context and the domain into a cycle.
    pass: async (at) => (await import('./jobs/erase-due-accounts')).eraseDueAccounts(context, at),
    intervalMs: ACCOUNT_ERASURE_POLL_MS,
    now,
    log,
    background,
  });
  // grammY is loaded only with TELEGRAM_BOT_TOKEN.
  const telegram = config.telegram
    ? (await import('./telegram/create-telegram')).createTelegram(config.telegram, {
        log,
        appUrl: config.appUrl,
        receiveUpdates: background,
      })
    : null;
  slot.closers = [
    async () => telegram?.stop(),
    () => mailer.stop(),
    () => documentChecks.stop(),
    () => logoutOutbox.stop(),
    () => webhookOutbox.stop(),
    () => accountEraser.stop(),
    async () => void (await redis?.quit().catch(() => undefined)),
    // An operator's command ends right after its action: its audit row is written before the pool goes.
    flushAuditWrites,
    () => db.destroy(),
  ];
  if (background) {
    // Mail a previous process queued but did not send goes out now, not at the next sign-up.
    void mailer.kick();
    // So do documents a previous process left ASYNC.
    void documentChecks.kick();
    // And logouts products have not heard of yet.
    void logoutOutbox.kick();
    void webhookOutbox.kick();
    void accountEraser.kick();
  }
  context.mailer = mailer;
  context.telegram = telegram;
  context.documentChecks = documentChecks;
  context.logoutOutbox = logoutOutbox;
  context.webhookOutbox = webhookOutbox;
  context.accountEraser = accountEraser;
  return context;
}

function waitUntilReady(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Closes the database and stops timers (tests, scripts). The next `identity()` builds afresh. */
export async function closeIdentity(): Promise<void> {
  if (!slot.pending) return;
  await slot.pending.catch(() => undefined);
  for (const close of slot.closers) await close();
  slot.closers = [];
  slot.pending = undefined;
}
