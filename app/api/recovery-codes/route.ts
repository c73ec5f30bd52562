// GET /api/recovery-codes — how many recovery codes are left.
import { recoveryCodeCount } from '@/lib/bff/passkeys';
import { bffRoute } from '@/lib/bff/route';

export const { GET } = bffRoute('/recovery-codes', { handle: ({ ctx }) => recoveryCodeCount(ctx) });
