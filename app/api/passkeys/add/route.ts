// POST /api/passkeys/add — the new credential (step-up).
import { addPasskey } from '@/lib/bff/passkeys';
import { bffRoute } from '@/lib/bff/route';

export const { POST } = bffRoute('/passkeys/add', { handle: ({ ctx, body }) => addPasskey(ctx, body) });
