// POST /api/registration/confirm — confirms an e-mail address with the code from the mail.
import { withSafeResourceUrl } from '@/lib/bff/application-answer';
import { bffRoute } from '@/lib/bff/route';
import { callUpstream } from '@/lib/bff/upstream';
import { UPSTREAM } from '@/lib/schemas/upstream';

export const { POST } = bffRoute('/registration/confirm', {
  handle: async ({ ctx, body }) =>
    withSafeResourceUrl(await callUpstream(UPSTREAM.registrationConfirm, { ctx, body })),
  // Without JavaScript the page's Confirm button posts here and comes back with the answer.
  form: { keep: [], fromPage: { code: 'code' } },
});
