// GET /api/session/products — the products this session reached: the logout dialog says each will be told.
import { bffRoute } from '@/lib/bff/route';
import { sessionProducts } from '@/lib/bff/session-products';

export const dynamic = 'force-dynamic';

export const { GET } = bffRoute('/session/products', {
  handle: ({ ctx }) => sessionProducts(ctx),
});
