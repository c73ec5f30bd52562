// POST /api/auth/qr/poll — tries the qr_code grant; succeeds once the phone has approved.
import { pollQrLogin } from '@/lib/bff/qr-login';
import { bffRoute } from '@/lib/bff/route';

export const { POST } = bffRoute('/auth/qr/poll', {
  handle: ({ ctx, body }) => pollQrLogin(ctx, body),
});
