// POST /api/passkeys/remove — removes a passkey (step-up).
import { removePasskey } from '@/lib/bff/passkeys';
import { bffRoute } from '@/lib/bff/route';

export const { POST } = bffRoute('/passkeys/remove', { handle: ({ ctx, body }) => removePasskey(ctx, body) });
