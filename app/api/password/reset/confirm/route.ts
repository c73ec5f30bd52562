// POST /api/password/reset/confirm — sets a new password with the code from the mail.
import { forward, pick } from '@/lib/bff/forward';
import { bffRoute, readJson } from '@/lib/bff/respond';

export const POST = bffRoute(async (request) =>
  forward(request, {
    method: 'POST',
    path: '/v1/password/reset/confirm',
    json: pick(await readJson(request), ['password', 'code']),
  }),
);
