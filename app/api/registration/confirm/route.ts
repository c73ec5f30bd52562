// POST /api/registration/confirm — confirms an e-mail address with the code from the mail.
import { forward, pick } from '@/lib/bff/forward';
import { bffRoute, readJson } from '@/lib/bff/respond';

export const POST = bffRoute(async (request) =>
  forward(request, {
    method: 'POST',
    path: '/v1/registration/confirm',
    json: pick(await readJson(request), ['code']),
  }),
);
