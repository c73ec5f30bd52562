import { apiClient, GOOD_PASSWORD, uniqueIp } from './api-client';
import { describeNeeding } from './describe-needing';
import { signedInUser } from './flows';
import { startIdentityServer, type IdentityTestServer } from './server';
import { startTcpProxy, throughProxy, type TcpProxy } from './tcp-proxy';
import { waitUntil } from './wait-until';

const DATABASE_URL = process.env.TEST_DATABASE_URL;
// An outage needs a database across a network; SQLite is a file in the process and has none.
const { describe: describeOutage, reason } = describeNeeding(__filename, ['TEST_DATABASE_URL']);

describeOutage(`PostgreSQL out of reach${reason}`, () => {
  let proxy: TcpProxy;
  let server: IdentityTestServer;

  beforeAll(async () => {
    proxy = await startTcpProxy(DATABASE_URL!);
    server = await startIdentityServer({
      backend: 'postgres',
      env: { DATABASE_URL: throughProxy(DATABASE_URL!, proxy) },
    });
  });
  afterAll(async () => {
    await proxy?.restore();
    await server?.close();
    await proxy?.close();
  });

  it('login and check_token answer 503 while it is down (never a yes), and work again once it is back', async () => {
    const api = apiClient(server);
    const user = await signedInUser(server, api);
    const login = () =>
      api.form(
        '/oauth/token',
        { grant_type: 'password', username: user.email, password: GOOD_PASSWORD },
        { ip: uniqueIp() },
      );
    const checkToken = () => api.form('/oauth/check_token', { token: user.token });

    await proxy.cut();
    const started = Date.now();
    const refusedLogin = await login();
    expect(refusedLogin.status).toBe(503);
    expect(refusedLogin.body).toEqual({
      error: 'server_error',
      error_description: 'Temporarily unavailable',
    });
    expect(Number(refusedLogin.headers.get('retry-after'))).toBeGreaterThan(0);
    const refusedCheck = await checkToken();
    expect(refusedCheck.status).toBe(503);
    expect(refusedCheck.body.active).toBeUndefined();
    const profile = await api.get('/v1/user', { token: user.token });
    expect(profile.status).toBe(503);
    expect(profile.body).toEqual({ errors: [{ code: 'internal_server_error' }] });
    // Answered at once, not after a hang.
    expect(Date.now() - started).toBeLessThan(5_000);

    await proxy.restore();
    // Nobody restarts anything: the pool connects again on its own.
    await waitUntil(async () => (await checkToken()).status === 200);
    expect((await checkToken()).body).toMatchObject({ active: true, user_name: user.email });
    const again = await login();
    expect(again.status).toBe(200);
    expect(again.body.authentication_status).toBe('SUCCESS');
  });
});
