import type { Kysely, Selectable } from 'kysely';
import type { Logger } from 'pino';

import { openSecret } from '../crypto/secret-box';
import type { Database, WebhookDeliveriesTable } from '../db/database-types';
import type { IdentityConfig } from '../identity-config';
import { createBackgroundWorker, type BackgroundWorker } from '../jobs/background-worker';
import { runDueJobs } from '../jobs/run-due-jobs';
import { logoutRetryDelayMs } from '../oidc/logout-outbox';
import { refusedOutbound } from '../outbound/outbound-address';
import { webhookSignature } from './webhook-signature';

type Delivery = Selectable<WebhookDeliveriesTable>;
type Deps = {
  db: Kysely<Database>;
  config: IdentityConfig;
  box: () => Buffer;
  log: Logger;
  now: () => number;
};

const BATCH = 20;
const LEASE_MS = 30_000;
const POLL_MS = 15_000;
const REQUEST_TIMEOUT_MS = 5_000;
export const WEBHOOK_MAX_ATTEMPTS = 14;

class Stop extends Error {}

/** The sealing context of a client's webhook secret (its row). */
export const webhookSecretContext = (clientId: string) => `webhook:${clientId}`;

/**
 * Standard Webhooks to products (issue 23): each event signed (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature`), retried with backoff under the same id until a 2xx; a 410 disables the
 * endpoint for good (its pending events are dropped); a private or link-local address is refused
 * unless the operator allowed it.
 */
export function createWebhookOutbox(deps: Deps & { background?: boolean }): BackgroundWorker {
  return createBackgroundWorker({
    name: 'webhook outbox',
    pass: (now) => deliverDueWebhooks(deps, now),
    intervalMs: POLL_MS,
    now: deps.now,
    log: deps.log,
    background: deps.background,
  });
}

function deliverDueWebhooks(deps: Deps, now: number): Promise<number> {
  const { db, log } = deps;
  const finish = (id: string, set: Partial<Delivery>) =>
    db
      .updateTable('webhook_deliveries')
      .set({ locked_until: 0, ...set })
      .where('id', '=', id)
      .execute();
  return runDueJobs<Delivery>(
    {
      findDue: (at, limit) =>
        db
          .selectFrom('webhook_deliveries')
          .select('id')
          .where('delivered_at', 'is', null)
          .where('failed_at', 'is', null)
          .where('next_attempt_at', '<=', at)
          .where('locked_until', '<=', at)
          .orderBy('created_at')
          .limit(limit)
          .execute(),
      async claim(id, at, leaseMs) {
        const result = await db
          .updateTable('webhook_deliveries')
          .set({ locked_until: at + leaseMs })
          .where('id', '=', id)
          .where('delivered_at', 'is', null)
          .where('failed_at', 'is', null)
          .where('locked_until', '<=', at)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return undefined;
        return db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
      },
      async work(row) {
        try {
          await send(deps, row);
        } catch (error) {
          if (!(error instanceof Stop)) throw error;
          await finish(row.id, {
            attempts: row.attempts + 1,
            failed_at: deps.now(),
            last_error: error.message,
          });
          log.warn({ webhookId: row.id, clientId: row.client_id, err: error.message }, 'webhook given up');
          return;
        }
        await finish(row.id, { attempts: row.attempts + 1, delivered_at: deps.now(), last_error: null });
      },
      async failed(row, error) {
        const attempts = row.attempts + 1;
        const giveUp = attempts >= WEBHOOK_MAX_ATTEMPTS;
        await finish(row.id, {
          attempts,
          last_error: error.slice(0, 500),
          ...(giveUp
            ? { failed_at: deps.now() }
            : { next_attempt_at: deps.now() + logoutRetryDelayMs(attempts) }),
        });
        log.warn({ webhookId: row.id, clientId: row.client_id, attempts, err: error }, 'webhook failed');
      },
    },
    { now, batch: BATCH, leaseMs: LEASE_MS },
  );
}

async function send(deps: Deps, row: Delivery): Promise<void> {
  const client = await deps.db
    .selectFrom('oauth_clients')
    .select(['webhook_url', 'webhook_secret', 'webhook_disabled_at'])
    .where('id', '=', row.client_id)
    .executeTakeFirst();
  if (!client?.webhook_url || !client.webhook_secret || client.webhook_disabled_at !== null)
    throw new Stop('endpoint removed or disabled');
  const refused = await refusedOutbound(client.webhook_url, deps.config.outboundAllowPrivate);
  if (refused) throw new Stop(`refused: ${refused}`);
  const secret = openSecret(deps.box(), client.webhook_secret, webhookSecretContext(row.client_id));
  const timestamp = Math.floor(deps.now() / 1000);
  const response = await fetch(client.webhook_url, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/json',
      'webhook-id': row.id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': webhookSignature(secret, row.id, timestamp, row.payload),
    },
    body: row.payload,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (response.ok) return;
  if (response.status === 410) {
    // Gone: the product turned its endpoint off. Nothing more goes there, pending events included.
    const at = deps.now();
    await deps.db
      .updateTable('oauth_clients')
      .set({ webhook_disabled_at: at })
      .where('id', '=', row.client_id)
      .execute();
    await deps.db
      .updateTable('webhook_deliveries')
      .set({ failed_at: at, last_error: 'endpoint disabled (410)' })
      .where('client_id', '=', row.client_id)
      .where('delivered_at', 'is', null)
      .where('failed_at', 'is', null)
      .where('id', '!=', row.id)
      .execute();
    throw new Stop('HTTP 410: endpoint disabled');
  }
  throw new Error(`HTTP ${response.status}`);
}
