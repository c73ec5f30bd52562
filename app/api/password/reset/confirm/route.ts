// POST /api/password/reset/confirm — sets a new password with the code from the mail.
import { withSafeResourceUrl } from '@/lib/bff/application-answer';
import { bffRoute } from '@/lib/bff/route';
import { callUpstream } from '@/lib/bff/upstream';
import { UPSTREAM } from '@/lib/schemas/upstream';

export const { POST } = bffRoute('/password/reset/confirm', {
  handle: async ({ ctx, body }) =>
    withSafeResourceUrl(await callUpstream(UPSTREAM.passwordResetConfirm, { ctx, body })),
  form: { keep: [], fromPage: { code: 'code' } },
});
