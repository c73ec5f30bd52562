// POST /api/account/cancel-deletion — the deletion mail's link: the account is restored.
import { bffRoute } from '@/lib/bff/route';
import { cancelAccountDeletion } from '@/lib/bff/sessions';

export const { POST } = bffRoute('/account/cancel-deletion', {
  handle: ({ ctx, body }) => cancelAccountDeletion(ctx, body.code),
  form: { keep: [] },
});
