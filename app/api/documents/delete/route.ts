// POST /api/documents/delete — removes one of the user's files (the path must be theirs, upstream decides).
import { deleteFile } from '@/lib/bff/documents';
import { bffRoute } from '@/lib/bff/route';

export const { POST } = bffRoute('/documents/delete', {
  handle: ({ ctx, body }) => deleteFile(ctx, body),
  form: { keep: [] },
});
