// GET /api/documents?documentType= — one of the signed-in user's documents (the forms poll it, SPEC §4).
import { getDocument } from '@/lib/bff/documents';
import { bffRoute } from '@/lib/bff/route';

export const { GET } = bffRoute('/documents', {
  handle: ({ ctx, query }) => getDocument(ctx, query.documentType),
});
