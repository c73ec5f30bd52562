// POST /api/auth/otp — the second login step: the pending token and the 6-digit code.
import { signInWithCode } from '@/lib/bff/login';
import { bffRoute } from '@/lib/bff/route';

export const { POST } = bffRoute('/auth/otp', {
  handle: ({ ctx, body }) => signInWithCode(ctx, body.otp),
});
