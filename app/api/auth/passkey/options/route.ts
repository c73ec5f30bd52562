// POST /api/auth/passkey/options — a passkey sign-in's challenge, bound to this browser's session.
import { passkeySignInOptions } from '@/lib/bff/passkeys';
import { bffRoute } from '@/lib/bff/route';

export const { POST } = bffRoute('/auth/passkey/options', {
  handle: ({ ctx }) => passkeySignInOptions(ctx),
});
