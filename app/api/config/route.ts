// GET /api/config — the public config the browser may see (never the client secret).
import { getPublicConfig } from '@/lib/bff/dal';
import { bffRoute } from '@/lib/bff/route';

export const dynamic = 'force-dynamic';
export const { GET } = bffRoute('/config', { handle: () => getPublicConfig() });
