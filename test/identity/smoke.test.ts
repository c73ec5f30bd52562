import { apiClient } from './api-client';
import { signedInUser } from './flows';
import { startIdentityServer, testBackends } from './server';

describe.each(testBackends())('smoke (%s)', (backend) => {
  let server: Awaited<ReturnType<typeof startIdentityServer>>;
  beforeAll(async () => {
    server = await startIdentityServer({ backend });
  });
  afterAll(() => server.close());

  it('registers, confirms, logs in and reads the profile', async () => {
    const api = apiClient(server);
    const user = await signedInUser(server, api);
    const res = await api.get('/v1/user', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.data.email).toBe(user.email);
  });
});
