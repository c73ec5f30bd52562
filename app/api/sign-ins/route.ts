// GET /api/sign-ins — the account's sign-in history (security centre).
import { bffRoute } from '@/lib/bff/route';
import { listSignIns } from '@/lib/bff/sessions';

export const { GET } = bffRoute('/sign-ins', { handle: ({ ctx }) => listSignIns(ctx) });
