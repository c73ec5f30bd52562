// POST /api/passkeys/rename — a passkey's new name (step-up).
import { renamePasskey } from '@/lib/bff/passkeys';
import { bffRoute } from '@/lib/bff/route';

export const { POST } = bffRoute('/passkeys/rename', { handle: ({ ctx, body }) => renamePasskey(ctx, body) });
