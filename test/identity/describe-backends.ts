import { apiClient, type ApiClient } from './api-client';
import { startIdentityServer, testBackends, type IdentityTestServer, type StartOptions } from './server';

export type Harness = { server: IdentityTestServer; api: ApiClient };

/**
 * Runs `body` once per storage backend against a freshly started server. `inProcess`: the suite moves
 * the service's clock or reads its database, so it is skipped against an external IDENTITY_BASE_URL.
 */
export function describeBackends(
  name: string,
  body: (h: () => Harness) => void,
  options: Omit<StartOptions, 'backend' | 'env'> & {
    /** The server's extra environment, read when it starts (after the file's own beforeAll hooks). */
    env?: StartOptions['env'] | (() => StartOptions['env']);
    inProcess?: boolean;
  } = {},
) {
  const run = options.inProcess && process.env.IDENTITY_BASE_URL ? describe.skip : describe;
  run.each(testBackends())(`${name} (%s)`, (backend) => {
    let harness: Harness | undefined;
    beforeAll(async () => {
      const env = typeof options.env === 'function' ? options.env() : options.env;
      const server = await startIdentityServer({ ...options, env, backend });
      harness = { server, api: apiClient(server) };
    });
    afterAll(async () => {
      await harness?.server.close();
    });
    body(() => harness!);
  });
}
