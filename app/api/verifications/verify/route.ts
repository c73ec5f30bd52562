// POST /api/verifications/verify — submits a document for review (the Verification button).
import { submitForVerification } from '@/lib/bff/documents';
import { bffRoute } from '@/lib/bff/route';

export const { POST } = bffRoute('/verifications/verify', {
  handle: ({ ctx, body }) => submitForVerification(ctx, body.id),
  form: { keep: [] },
});
