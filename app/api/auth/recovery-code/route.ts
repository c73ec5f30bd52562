// POST /api/auth/recovery-code — a recovery code in place of the second login step's code.
import { signInWithCode } from '@/lib/bff/login';
import { bffRoute } from '@/lib/bff/route';

export const { POST } = bffRoute('/auth/recovery-code', {
  handle: ({ ctx, body }) => signInWithCode(ctx, body.code),
});
