import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';

import { RATE_LIMITS } from '../../lib/identity/rate-limit/rate-limit-policy';
import { apiClient, uniqueIp, type ApiClient } from './api-client';
import { describeNeeding } from './describe-needing';
import { login, registerConfirmed } from './flows';
import { startIdentityServer, type IdentityTestServer } from './server';
import { startTcpProxy, throughProxy, type TcpProxy } from './tcp-proxy';
import { waitUntil } from './wait-until';

const REDIS_URL = process.env.TEST_REDIS_URL;
const { describe: describeOutage, reason } = describeNeeding(__filename, ['TEST_REDIS_URL']);

/** How many sponsor look-ups from `ip` pass before the first 429 (at most `max` tried). */
async function passesBefore429(api: ApiClient, ip: string, max: number): Promise<number> {
  for (let i = 0; i < max; i++) {
    const res = await api.get('/v1/user/referral/info', { query: { inviteCode: 'X' }, ip });
    expect(res.status).not.toBe(500);
    if (res.status === 429) return i;
  }
  return max;
}

describeOutage(`Redis out of reach${reason}`, () => {
  let proxy: TcpProxy;
  let server: IdentityTestServer;
  let redis: Redis;
  const prefix = `test-outage-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL!);
    proxy = await startTcpProxy(REDIS_URL!);
    server = await startIdentityServer({
      env: { REDIS_URL: throughProxy(REDIS_URL!, proxy), RATE_LIMIT_PREFIX: prefix },
    });
  });
  afterAll(async () => {
    await proxy?.restore();
    await server?.close();
    await proxy?.close();
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('keeps serving with a stricter limit in memory, and limits through Redis again once it is back', async () => {
    const api = apiClient(server);
    const user = await registerConfirmed(server, api);
    const { points } = RATE_LIMITS.referralInfo;
    const counted = async (ip: string) => Number(await redis.get(`${prefix}:referralInfo:${ip}`));

    const before = uniqueIp();
    await passesBefore429(api, before, 1);
    expect(await counted(before)).toBe(1);

    await proxy.cut();
    // Logins (with their limits and captcha counters) go on; nothing answers 500.
    expect(await login(api, user.email)).toBeTruthy();
    const during = uniqueIp();
    const allowed = await passesBefore429(api, during, points + 1);
    expect(allowed).toBeGreaterThan(0);
    expect(allowed).toBeLessThan(points);
    expect(await counted(during)).toBe(0);

    await proxy.restore();
    // The connection comes back by itself; from then on the counts are in Redis again.
    const after = uniqueIp();
    await waitUntil(async () => {
      await api.get('/v1/user/referral/info', { query: { inviteCode: 'X' }, ip: after });
      return (await counted(after)) > 0;
    });
    const spent = await counted(after);
    expect((await passesBefore429(api, after, points + 1)) + spent).toBe(points);
    expect(await counted(after)).toBe(points + 1);
    expect(await login(api, user.email)).toBeTruthy();
  });
});
