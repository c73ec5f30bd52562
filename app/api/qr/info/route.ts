// GET /api/qr/info?code= — which browser asks to be signed in with this phone's account.
import { bffRoute } from '@/lib/bff/route';
import { callUpstream } from '@/lib/bff/upstream';
import { UPSTREAM } from '@/lib/schemas/upstream';

export const dynamic = 'force-dynamic';
export const { GET } = bffRoute('/qr/info', {
  handle: ({ ctx, query }) => callUpstream(UPSTREAM.qrInfo, { ctx, auth: 'user', query }),
});
