import { sql } from 'kysely';

import { identity } from '../../identity-context';
import { probeMailTransport } from '../../mail/probe-mail-transport';

export type Readiness = { ready: boolean; checks: Record<string, 'ok' | 'failed'> };

const CHECK_TIMEOUT_MS = 3000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS).unref()),
  ]);
}

async function passes(check: () => Promise<unknown>): Promise<'ok' | 'failed'> {
  try {
    const result = await withTimeout(check());
    return result === false ? 'failed' : 'ok';
  } catch {
    return 'failed';
  }
}

/**
 * `/readyz`: the database answers, Redis too when configured, and mail can leave. Names of checks and
 * their outcome only — never an address, a URL or an error text (configuration stays private).
 */
export async function checkReadiness(): Promise<Readiness> {
  let ctx: Awaited<ReturnType<typeof identity>>;
  try {
    ctx = await withTimeout(identity());
  } catch {
    return { ready: false, checks: { database: 'failed' } };
  }
  const checks: Record<string, 'ok' | 'failed'> = {
    database: await passes(() => sql`select 1`.execute(ctx.db)),
    mail: await passes(() => probeMailTransport(ctx.config)),
  };
  if (ctx.redis) checks.redis = await passes(async () => (await ctx.redis!.ping()) === 'PONG');
  return { ready: Object.values(checks).every((c) => c === 'ok'), checks };
}
