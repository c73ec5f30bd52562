// GET /api/referral?inviteCode= — the sponsor's name for an invite code.
import { bffRoute } from '@/lib/bff/route';
import { callUpstream } from '@/lib/bff/upstream';
import { UPSTREAM } from '@/lib/schemas/upstream';

export const dynamic = 'force-dynamic';
export const { GET } = bffRoute('/referral', {
  handle: ({ ctx, query }) => callUpstream(UPSTREAM.referralInfo, { ctx, query }),
});
