// GET /api/reauth/status — what the "Confirm it's you" dialog asks for: a factor's code or not.
import { bffRoute } from '@/lib/bff/route';
import { stepUpStatus } from '@/lib/bff/step-up';

export const dynamic = 'force-dynamic';

export const { GET } = bffRoute('/reauth/status', {
  handle: ({ ctx }) => stepUpStatus(ctx),
});
