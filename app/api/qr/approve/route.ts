// POST /api/qr/approve — this phone's account signs the other browser in, after an explicit Approve.
import { forward, pick } from '@/lib/bff/forward';
import { bffRoute, readJson } from '@/lib/bff/respond';

export const POST = bffRoute(async (request) =>
  forward(request, {
    method: 'POST',
    path: '/v1/qr/approve',
    auth: 'user',
    json: pick(await readJson(request), ['code']),
  }),
);
