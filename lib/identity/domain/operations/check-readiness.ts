import { sql } from 'kysely';

import { identity, type IdentityContext } from '../../identity-context';
import { probeMailTransport } from '../../mail/probe-mail-transport';
import { cachedProbe, type Probe } from './cached-probe';

/**
 * `ok`; `failed`: sign-in cannot work (the database); `degraded`: the service signs people in but
 * something around it suffers (mail goes out late, limits count per process without Redis).
 */
export type CheckState = 'ok' | 'degraded' | 'failed';

export type Readiness = {
  /** false only when sign-in cannot work: a load balancer takes the instance out of rotation then. */
  ready: boolean;
  status: 'ready' | 'degraded' | 'not_ready';
  checks: Record<string, CheckState>;
};

const CHECK_TIMEOUT_MS = 3000;
/**
 * How long a probe's answer is reused: a load balancer's probes, a scrape and an attacker's flood of
 * /readyz share one SMTP greeting and one `select 1` per period instead of one each.
 */
export const PROBE_CACHE_MS = 5000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS).unref()),
  ]);
}

async function passes(check: () => Promise<unknown>): Promise<boolean> {
  try {
    return (await withTimeout(check())) !== false;
  } catch {
    return false;
  }
}

type Probes = { database: Probe; mail: Probe; redis?: Probe };
const probesOf = new WeakMap<IdentityContext, Probes>();

function probes(ctx: IdentityContext): Probes {
  let found = probesOf.get(ctx);
  if (!found) {
    const now = () => ctx.now();
    const redis = ctx.redis;
    found = {
      database: cachedProbe(() => passes(() => sql`select 1`.execute(ctx.db)), PROBE_CACHE_MS, now),
      mail: cachedProbe(() => passes(() => probeMailTransport(ctx.config)), PROBE_CACHE_MS, now),
      redis: redis
        ? cachedProbe(() => passes(async () => (await redis.ping()) === 'PONG'), PROBE_CACHE_MS, now)
        : undefined,
    };
    probesOf.set(ctx, found);
  }
  return found;
}

/** Each dependency's last probe (cached), as the metrics report it: true when it answered. */
export async function dependencyStates(ctx: IdentityContext): Promise<Record<string, boolean>> {
  const { database, mail, redis } = probes(ctx);
  const [db, m, r] = await Promise.all([database(), mail(), redis?.()]);
  return { database: db, mail: m, ...(r === undefined ? {} : { redis: r }) };
}

/**
 * `/readyz`: not ready only when the database does not answer — without it nobody signs in. Mail and
 * Redis are reported `degraded`: a mail provider's outage must not take every instance out of rotation
 * while logins work. Names of checks and their state only, never an address or an error text.
 */
export async function checkReadiness(): Promise<Readiness> {
  let ctx: IdentityContext;
  try {
    ctx = await withTimeout(identity());
  } catch {
    return { ready: false, status: 'not_ready', checks: { database: 'failed' } };
  }
  const states = await dependencyStates(ctx);
  const checks: Record<string, CheckState> = {};
  for (const [name, up] of Object.entries(states)) {
    checks[name] = up ? 'ok' : name === 'database' ? 'failed' : 'degraded';
  }
  const ready = states.database === true;
  const degraded = Object.values(checks).includes('degraded');
  return { ready, status: !ready ? 'not_ready' : degraded ? 'degraded' : 'ready', checks };
}
