// GET /api/qr/info?code= — which browser asks to be signed in with this phone's account.
import { forward } from '@/lib/bff/forward';
import { bffRoute } from '@/lib/bff/respond';

export const dynamic = 'force-dynamic';

export const GET = bffRoute((request) =>
  forward(request, {
    path: '/v1/qr/info',
    auth: 'user',
    query: { code: new URL(request.url).searchParams.get('code') ?? '' },
  }),
);
