// GET /api/sessions — the devices signed in to the account (security centre).
import { bffRoute } from '@/lib/bff/route';
import { listSessions } from '@/lib/bff/sessions';

export const { GET } = bffRoute('/sessions', { handle: ({ ctx }) => listSessions(ctx) });
