// POST /api/auth/qr — a new QR login payload, bound to this browser (lib/bff/browser-binding.ts).
import { startQrLogin } from '@/lib/bff/qr-login';
import { bffRoute } from '@/lib/bff/route';

export const { POST } = bffRoute('/auth/qr', {
  handle: ({ ctx, body }) => startQrLogin(ctx, body.application),
});
