// POST /api/recovery-codes/new — a new set of recovery codes, shown once (step-up).
import { newRecoveryCodes } from '@/lib/bff/passkeys';
import { bffRoute } from '@/lib/bff/route';

export const { POST } = bffRoute('/recovery-codes/new', { handle: ({ ctx }) => newRecoveryCodes(ctx) });
