// POST /api/auth/unlock/confirm — the mailed link's code: this browser's password logins pass the lock.
import { redeemUnlockLink } from '@/lib/bff/login';
import { bffRoute } from '@/lib/bff/route';

export const { POST } = bffRoute('/auth/unlock/confirm', {
  handle: ({ ctx, body }) => redeemUnlockLink(ctx, body.code),
  form: { keep: [] },
});
