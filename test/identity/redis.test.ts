import { randomBytes } from 'node:crypto';

import { apiClient, uniqueIp } from './api-client';
import { startIdentityServer } from './server';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const describeInProcess = process.env.IDENTITY_BASE_URL ? describe.skip : describe;

describeInProcess('rate limits with REDIS_URL', () => {
  it('limits through Redis and survives a service restart (the count lives in Redis)', async () => {
    const env = { REDIS_URL, RATE_LIMIT_PREFIX: `test-${randomBytes(4).toString('hex')}` };
    const ip = uniqueIp();
    let server = await startIdentityServer({ env });
    try {
      for (let i = 0; i < 40; i++)
        await apiClient(server).get('/v1/user/referral/info', { query: { inviteCode: 'X' }, ip });
    } finally {
      await server.close();
    }
    server = await startIdentityServer({ env });
    try {
      const api = apiClient(server);
      let status = 0;
      for (let i = 0; i < 21 && status !== 429; i++)
        status = (await api.get('/v1/user/referral/info', { query: { inviteCode: 'X' }, ip })).status;
      expect(status).toBe(429);
    } finally {
      await server.close();
    }
  });
});
