/**
 * Runs the identity service alone on PORT (0 = random) with the node:http adapter, printing
 * `{"port":…}` once listening. The crash test starts it as a child process it can SIGKILL.
 */
import type { AddressInfo } from 'node:net';

import { startIdentityEarly } from '../../server/start-identity-early';
import { createIdentityHttpServer } from './node-adapter';

const server = createIdentityHttpServer();
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
  startIdentityEarly();
});
