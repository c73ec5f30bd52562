// A load of password logins for `npm run bench`, in a process of its own so the measuring load generator
// is not starved by it (autocannon aggregates only on a main thread). Prints one JSON line of results.
import { randomInt } from 'node:crypto';
import autocannon from 'autocannon';

import { summary } from './load.mjs';

const { FLOOD_URL, FLOOD_BASIC, FLOOD_USERNAME, FLOOD_PASSWORD, FLOOD_CONNECTIONS, FLOOD_SECONDS } =
  process.env;
const ip = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

autocannon(
  {
    url: `${FLOOD_URL}/oauth/token`,
    method: 'POST',
    connections: Number(FLOOD_CONNECTIONS),
    duration: Number(FLOOD_SECONDS),
    headers: { Authorization: FLOOD_BASIC, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: FLOOD_USERNAME,
      password: FLOOD_PASSWORD,
    }).toString(),
    requests: [
      {
        setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'X-Forwarded-For': ip() } }),
      },
    ],
  },
  (error, result) => {
    if (error) throw error;
    console.log(JSON.stringify(summary(result)));
  },
);
