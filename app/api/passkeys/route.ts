// GET /api/passkeys — the account's passkeys.
import { listPasskeys } from '@/lib/bff/passkeys';
import { bffRoute } from '@/lib/bff/route';

export const { GET } = bffRoute('/passkeys', { handle: ({ ctx }) => listPasskeys(ctx) });
