// POST /api/auth/passkey — the assertion; a success is a finished login, kept in the session cookie.
import { signInWithPasskey } from '@/lib/bff/passkeys';
import { bffRoute } from '@/lib/bff/route';

export const { POST } = bffRoute('/auth/passkey', {
  handle: ({ ctx, body }) => signInWithPasskey(ctx, body),
});
