// POST /api/password/reset — mails a reset link (the answer is the same whether the address exists).
import { forward, pick } from '@/lib/bff/forward';
import { bffRoute, readJson } from '@/lib/bff/respond';

export const POST = bffRoute(async (request) =>
  forward(request, {
    method: 'POST',
    path: '/v1/password/reset',
    auth: 'client',
    json: pick(await readJson(request), ['email', 'application']),
  }),
);
