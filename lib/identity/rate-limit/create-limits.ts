import type Redis from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

import { IdentityError } from '../identity-error';
import {
  COUNTER_WINDOWS_S,
  PER_ADDRESS_COUNTERS,
  PER_ADDRESS_LIMITS,
  RATE_LIMITS,
  type CounterName,
  type LimitName,
  type LimitRule,
} from './rate-limit-policy';

/** Counters never block by themselves; this is just "more than anyone will reach". */
const COUNTER_CEILING = 1_000_000;

export type Limits = {
  /** Spends one point of `name` for `key`; throws too_many_requests with Retry-After when spent. */
  consume(name: LimitName, key: string): Promise<void>;
  /** Adds one to a counter. */
  increment(name: CounterName, key: string): Promise<void>;
  /** The counter's value within its window. */
  count(name: CounterName, key: string): Promise<number>;
  reset(name: CounterName, key: string): Promise<void>;
};

export type LimitsOptions = {
  redis?: Redis;
  prefix: string;
  /** The operator's limits (abuse-settings.ts); RATE_LIMITS by default. */
  rules?: Record<LimitName, LimitRule>;
  /** Addresses exempt from the per-address limits and counters; none by default. */
  isExempt?: (address: string) => boolean;
};

/**
 * While Redis is out of reach each process limits on its own, and N processes would together allow N
 * times the limit: the stand-in allows this share of it, so a small fleet stays near its budget.
 */
export const INSURANCE_SHARE = 0.5;

function limiter(
  options: LimitsOptions,
  name: string,
  points: number,
  duration: number,
  strictWithoutRedis: boolean,
): RateLimiterAbstract {
  const keyPrefix = `${options.prefix}:${name}`;
  if (!options.redis) return new RateLimiterMemory({ keyPrefix, points, duration });
  const insurancePoints = strictWithoutRedis ? Math.max(1, Math.floor(points * INSURANCE_SHARE)) : points;
  return new RateLimiterRedis({
    storeClient: options.redis,
    keyPrefix,
    points,
    duration,
    // A lost connection goes to the stand-in at once, not after a command's timeout.
    rejectIfRedisNotReady: true,
    // Never failing open: without Redis the process keeps limiting, in memory and more strictly.
    insuranceLimiter: new RateLimiterMemory({ keyPrefix, points: insurancePoints, duration }),
  });
}

export function createLimits(options: LimitsOptions): Limits {
  const limiters = new Map<LimitName, RateLimiterAbstract>();
  for (const [name, rule] of Object.entries(options.rules ?? RATE_LIMITS) as [LimitName, LimitRule][]) {
    limiters.set(name, limiter(options, name, rule.points, rule.durationS, true));
  }
  const counters = new Map<CounterName, RateLimiterAbstract>();
  for (const [name, windowS] of Object.entries(COUNTER_WINDOWS_S) as [CounterName, number][]) {
    counters.set(name, limiter(options, name, COUNTER_CEILING, windowS, false));
  }
  const counter = (name: CounterName) => counters.get(name)!;
  const isExempt = options.isExempt ?? (() => false);
  const exemptLimit = (name: LimitName, key: string) => PER_ADDRESS_LIMITS.has(name) && isExempt(key);
  const exemptCounter = (name: CounterName, key: string) => PER_ADDRESS_COUNTERS.has(name) && isExempt(key);

  return {
    async consume(name, key) {
      if (exemptLimit(name, key)) return;
      try {
        await limiters.get(name)!.consume(key);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        throw new IdentityError('too_many_requests', {
          retryAfterS: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
        });
      }
    },
    async increment(name, key) {
      if (exemptCounter(name, key)) return;
      await counter(name).penalty(key, 1);
    },
    async count(name, key) {
      if (exemptCounter(name, key)) return 0;
      const res = await counter(name).get(key);
      return res?.consumedPoints ?? 0;
    },
    async reset(name, key) {
      await counter(name).delete(key);
    },
  };
}
