// POST /api/auth/passkey/options — a passkey sign-in's challenge, bound to this browser (lib/bff/browser-binding.ts).
import { passkeySignInOptions } from '@/lib/bff/passkeys';
import { bffRoute } from '@/lib/bff/route';

export const { POST } = bffRoute('/auth/passkey/options', {
  handle: ({ ctx }) => passkeySignInOptions(ctx),
});
