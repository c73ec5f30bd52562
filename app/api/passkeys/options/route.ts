// POST /api/passkeys/options — options to create a passkey (step-up).
import { passkeyRegistrationOptions } from '@/lib/bff/passkeys';
import { bffRoute } from '@/lib/bff/route';

export const { POST } = bffRoute('/passkeys/options', {
  handle: ({ ctx }) => passkeyRegistrationOptions(ctx),
});
