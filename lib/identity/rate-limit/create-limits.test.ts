import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';

import { IdentityError } from '../identity-error';
import { createLimits } from './create-limits';
import { RATE_LIMITS } from './rate-limit-policy';

async function spend(limits: ReturnType<typeof createLimits>, key: string, times: number) {
  for (let i = 0; i < times; i++) await limits.consume('referralInfo', key);
}

describe('createLimits (memory)', () => {
  it('allows `points` per window, then throws too_many_requests with Retry-After', async () => {
    const limits = createLimits({ prefix: 'test' });
    await spend(limits, 'ip', RATE_LIMITS.referralInfo.points);
    const error = await limits.consume('referralInfo', 'ip').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdentityError);
    expect((error as IdentityError).code).toBe('too_many_requests');
    expect((error as IdentityError).options.retryAfterS).toBeGreaterThan(0);
    await expect(limits.consume('referralInfo', 'other-ip')).resolves.toBeUndefined();
  });

  it('counts, and resets counters', async () => {
    const limits = createLimits({ prefix: 'test' });
    await limits.increment('loginFailuresByEmail', 'a@b.cd');
    await limits.increment('loginFailuresByEmail', 'a@b.cd');
    expect(await limits.count('loginFailuresByEmail', 'a@b.cd')).toBe(2);
    await limits.reset('loginFailuresByEmail', 'a@b.cd');
    expect(await limits.count('loginFailuresByEmail', 'a@b.cd')).toBe(0);
  });
});

describe('createLimits with exempt addresses', () => {
  const limits = createLimits({
    prefix: 'test-exempt',
    rules: {
      ...RATE_LIMITS,
      referralInfo: { points: 2, durationS: 60 },
      twoFa: { points: 2, durationS: 60 },
    },
    isExempt: (address) => address === '192.0.2.1',
  });

  it('skips the per-address limits and counters for an exempt address only', async () => {
    await spend(limits, '192.0.2.1', 10);
    await spend(limits, '192.0.2.2', 2);
    await expect(limits.consume('referralInfo', '192.0.2.2')).rejects.toMatchObject({
      code: 'too_many_requests',
    });
    await limits.increment('loginFailuresByIp', '192.0.2.1');
    expect(await limits.count('loginFailuresByIp', '192.0.2.1')).toBe(0);
  });

  it('never skips a per-user limit or a per-e-mail counter, whatever its key', async () => {
    await limits.consume('twoFa', '192.0.2.1');
    await limits.consume('twoFa', '192.0.2.1');
    await expect(limits.consume('twoFa', '192.0.2.1')).rejects.toMatchObject({ code: 'too_many_requests' });
    await limits.increment('loginFailuresByEmail', '192.0.2.1');
    expect(await limits.count('loginFailuresByEmail', '192.0.2.1')).toBe(1);
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('createLimits (Redis)', () => {
  let a: Redis;
  let b: Redis;
  let available = true;
  beforeAll(async () => {
    a = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    b = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await a.connect();
      await b.connect();
    } catch {
      available = false;
    }
  });
  afterAll(async () => {
    a.disconnect();
    b.disconnect();
  });

  it('shares limits and counters between instances (two processes behind one Redis)', async () => {
    if (!available) return console.warn(`Redis not reachable at ${REDIS_URL}; skipped`);
    const prefix = `test-${randomBytes(4).toString('hex')}`;
    const one = createLimits({ redis: a, prefix });
    const two = createLimits({ redis: b, prefix });
    await spend(one, 'ip', RATE_LIMITS.referralInfo.points);
    const error = await two.consume('referralInfo', 'ip').catch((e: unknown) => e);
    expect((error as IdentityError).code).toBe('too_many_requests');
    await one.increment('loginFailuresByIp', 'ip');
    await two.increment('loginFailuresByIp', 'ip');
    expect(await one.count('loginFailuresByIp', 'ip')).toBe(2);
    await two.reset('loginFailuresByIp', 'ip');
    expect(await one.count('loginFailuresByIp', 'ip')).toBe(0);
    const keys = await a.keys(`${prefix}:*`);
    if (keys.length) await a.del(...keys);
  });
});
