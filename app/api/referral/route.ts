// GET /api/referral?inviteCode= — the sponsor's name for an invite code.
import { forward } from '@/lib/bff/forward';
import { bffRoute } from '@/lib/bff/respond';

export const dynamic = 'force-dynamic';

export const GET = bffRoute((request) =>
  forward(request, {
    path: '/v1/user/referral/info',
    query: { inviteCode: new URL(request.url).searchParams.get('inviteCode') ?? '' },
  }),
);
