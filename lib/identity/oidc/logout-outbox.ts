import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';

import type { Database } from '../db/database-types';
import type { IdentityConfig } from '../identity-config';
import { createBackgroundWorker, type BackgroundWorker } from '../jobs/background-worker';
import { runDueJobs } from '../jobs/run-due-jobs';
import { refusedOutbound } from '../outbound/outbound-address';
import { claimDelivery, findDueDeliveryIds, recordTry, type LogoutDelivery } from './logout-deliveries';
import { sweepOidcPayloads } from './oidc-adapter';
import { loadProviderKeys } from './signing-keys';

const BATCH = 20;
const LEASE_MS = 30_000;
const POLL_MS = 15_000;
const REQUEST_TIMEOUT_MS = 5_000;
/** About two days of tries (1 min, 2, 4, … capped at 6 h): long enough for a product's outage. */
export const LOGOUT_MAX_ATTEMPTS = 14;
const LOGOUT_TOKEN_TTL_S = 120;
const SWEEP_EVERY_MS = 10 * 60_000;
export const BACKCHANNEL_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

/** The wait after the `attempts`-th failed try. */
export function logoutRetryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** (attempts - 1), 6 * 3_600_000);
}

type Deps = {
  db: Kysely<Database>;
  config: IdentityConfig;
  box: () => Buffer;
  log: Logger;
  now: () => number;
};

/** A 4xx: the product refuses this logout for good (a 408 and 429 are a "later", as 5xx are). */
class GiveUp extends Error {}

/**
 * The back-channel logout outbox (issue 23): every product a session reached hears of its end, once it
 * answers — retried with backoff on 5xx, timeouts and refused connections, a fresh signed logout_token
 * (new `jti`) each try, given up on a 4xx or after LOGOUT_MAX_ATTEMPTS. Keycloak, Logto and Zitadel send
 * once and forget; a product that was down then never learns of it.
 */
export function createLogoutOutbox(deps: Deps & { background?: boolean }): BackgroundWorker {
  let lastSweep = 0;
  return createBackgroundWorker({
    name: 'logout outbox',
    pass: async (now) => {
      // The provider's expired codes, tokens and interactions go on the same beat (it never reads them again).
      if (Math.abs(now - lastSweep) > SWEEP_EVERY_MS) {
        lastSweep = now;
        await sweepOidcPayloads(deps.db, now);
      }
      return deliverDueLogouts(deps, now);
    },
    intervalMs: POLL_MS,
    now: deps.now,
    log: deps.log,
    background: deps.background,
  });
}

function deliverDueLogouts(deps: Deps, now: number): Promise<number> {
  const { db, log } = deps;
  return runDueJobs<LogoutDelivery>(
    {
      findDue: (at, limit) => findDueDeliveryIds(db, at, limit),
      claim: (id, at, leaseMs) => claimDelivery(db, id, at, leaseMs),
      async work(row) {
        try {
          await sendLogoutToken(deps, row);
        } catch (error) {
          if (!(error instanceof GiveUp)) throw error;
          await recordTry(db, row.id, {
            attempts: row.attempts + 1,
            failedAt: deps.now(),
            error: error.message,
          });
          log.warn({ deliveryId: row.id, clientId: row.client_id }, 'back-channel logout given up');
          return;
        }
        await recordTry(db, row.id, { attempts: row.attempts + 1, deliveredAt: deps.now(), error: null });
      },
      async failed(row, error) {
        const attempts = row.attempts + 1;
        if (attempts >= LOGOUT_MAX_ATTEMPTS) {
          await recordTry(db, row.id, { attempts, failedAt: deps.now(), error });
          log.warn({ deliveryId: row.id, clientId: row.client_id }, 'back-channel logout given up');
          return;
        }
        await recordTry(db, row.id, {
          attempts,
          nextAttemptAt: deps.now() + logoutRetryDelayMs(attempts),
          error,
        });
        log.warn(
          { deliveryId: row.id, clientId: row.client_id, attempts, err: error },
          'back-channel logout failed; will retry',
        );
      },
    },
    { now, batch: BATCH, leaseMs: LEASE_MS },
  );
}

async function sendLogoutToken(deps: Deps, row: LogoutDelivery): Promise<void> {
  const refused = await refusedOutbound(row.uri, deps.config.outboundAllowPrivate);
  if (refused) throw new GiveUp(`refused: ${refused}`);
  const response = await fetch(row.uri, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ logout_token: await logoutToken(deps, row) }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (response.ok) return;
  const failure = `HTTP ${response.status}`;
  if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429)
    throw new GiveUp(failure);
  throw new Error(failure);
}

/**
 * OpenID Connect Back-Channel Logout 1.0 §2.4: signed with the provider's current key (verifiable with
 * its JWKS), `sub`, `sid`, the event, a fresh `jti`, never a `nonce`.
 */
async function logoutToken(deps: Deps, row: LogoutDelivery): Promise<string> {
  // jose is loaded with the first logout, not at every start.
  const { importJWK, SignJWT } = await import('jose');
  const keys = await loadProviderKeys(deps.db, deps.box(), deps.now());
  const jwk = keys.signing[0]!;
  const key = await importJWK(jwk, jwk.alg);
  const iat = Math.floor(deps.now() / 1000);
  return new SignJWT({ sid: row.sid, events: { [BACKCHANNEL_EVENT]: {} } })
    .setProtectedHeader({ alg: jwk.alg!, kid: jwk.kid, typ: 'logout+jwt' })
    .setIssuer(deps.config.appUrl.replace(/\/+$/, ''))
    .setAudience(row.client_id)
    .setSubject(row.user_id)
    .setIssuedAt(iat)
    .setExpirationTime(iat + LOGOUT_TOKEN_TTL_S)
    .setJti(randomUUID())
    .sign(key);
}
