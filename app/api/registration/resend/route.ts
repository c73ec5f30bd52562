// POST /api/registration/resend — sends the confirmation mail again (same answer for any address).
import { forward, pick } from '@/lib/bff/forward';
import { bffRoute, readJson } from '@/lib/bff/respond';

export const POST = bffRoute(async (request) =>
  forward(request, {
    method: 'POST',
    path: '/v1/registration/confirm/resend',
    json: pick(await readJson(request), ['email', 'application']),
  }),
);
