import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What a gauge's `collect` reads when Prometheus scrapes: the process's state at that moment. */
export type MetricSources = {
  argon2Queue: () => { running: number; waiting: number };
  /** The mail outbox (counts only); rejects while the database is out of reach. */
  outbox: () => Promise<{ pending: number; retrying: number; oldestPendingAgeMs: number | null }>;
  /** Each dependency's last probe (cached; see check-readiness.ts): 1 ok, 0 degraded or failed. */
  dependencies: () => Promise<Record<string, boolean>>;
};

function build() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'passport_' });
  let sources: MetricSources | undefined;
  const metrics = {
    registry,
    requests: new Counter({
      name: 'passport_http_requests_total',
      help: 'HTTP requests answered, by method, route (a template, never a raw path) and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    }),
    requestSeconds: new Histogram({
      name: 'passport_http_request_duration_seconds',
      help: 'Time from the request to the end of its answer, by method and route',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    signIns: new Counter({
      name: 'passport_sign_ins_total',
      help: 'Sign-in attempts by outcome (success, or the refusal code) and method',
      labelNames: ['outcome', 'method'] as const,
      registers: [registry],
    }),
    mailDeliveries: new Counter({
      name: 'passport_mail_deliveries_total',
      help: 'Outbox mail handed to the transport, by outcome (sent, failed: retried later)',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    documentChecks: new Counter({
      name: 'passport_document_checks_total',
      help: 'Automatic document checks, by outcome (passed, rejected, failed: retried later)',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    setSources(next: MetricSources) {
      sources = next;
    },
  };
  new Gauge({
    name: 'passport_argon2_queue',
    help: 'Password hashes running and waiting in the bounded argon2 queue',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const queue = sources?.argon2Queue();
      if (!queue) return;
      this.set({ state: 'running' }, queue.running);
      this.set({ state: 'waiting' }, queue.waiting);
    },
  });
  new Gauge({
    name: 'passport_mail_outbox',
    help: 'Undelivered outbox mail (pending; retrying: failed at least once)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const outbox = await sources?.outbox().catch(() => undefined);
      if (!outbox) return;
      this.set({ state: 'pending' }, outbox.pending);
      this.set({ state: 'retrying' }, outbox.retrying);
    },
  });
  new Gauge({
    name: 'passport_mail_outbox_oldest_age_seconds',
    help: 'How long the oldest undelivered mail has waited (0 when none waits)',
    registers: [registry],
    async collect() {
      const outbox = await sources?.outbox().catch(() => undefined);
      if (outbox) this.set((outbox.oldestPendingAgeMs ?? 0) / 1000);
    },
  });
  new Gauge({
    name: 'passport_dependency_up',
    help: 'Whether a dependency answered its last health probe (1) or not (0): database, mail, redis',
    labelNames: ['dependency'] as const,
    registers: [registry],
    async collect() {
      const checks = await sources?.dependencies().catch(() => undefined);
      for (const [dependency, up] of Object.entries(checks ?? {})) this.set({ dependency }, up ? 1 : 0);
    },
  });
  return metrics;
}

export type Metrics = ReturnType<typeof build>;

/** Kept on globalThis: every bundled copy of this module must count into the one registry. */
const KEY = Symbol.for('passport.metrics');

/** The process's metrics (Prometheus text at the metrics listener; docs/operations.md "Metrics"). */
export function metrics(): Metrics {
  const slot = globalThis as Record<symbol, Metrics | undefined>;
  return (slot[KEY] ??= build());
}
