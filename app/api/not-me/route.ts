// POST /api/not-me — "Not me" on a new-device alert: the link's code signs every device out.
import { bffRoute } from '@/lib/bff/route';
import { confirmNotMe } from '@/lib/bff/sessions';

export const { POST } = bffRoute('/not-me', {
  handle: ({ ctx, body }) => confirmNotMe(ctx, body.code),
  form: { keep: [] },
});
