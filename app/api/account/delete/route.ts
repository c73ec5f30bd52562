// POST /api/account/delete — "Delete my account" (step-up; the typed e-mail confirms).
import { bffRoute } from '@/lib/bff/route';
import { deleteAccount } from '@/lib/bff/sessions';

export const { POST } = bffRoute('/account/delete', {
  handle: ({ ctx, body }) => deleteAccount(ctx, body),
  form: { keep: [] },
});
