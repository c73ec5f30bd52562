// POST /api/reauth — step-up: the password (and the active factor's code) again; sensitive calls then
// pass for five minutes. Posted before hydration, it returns to the page the action was refused on.
import { bffRoute } from '@/lib/bff/route';
import { reauthenticate } from '@/lib/bff/step-up';

export const { POST } = bffRoute('/reauth', {
  handle: ({ ctx, body }) => reauthenticate(ctx, body),
  form: { keep: [] },
});
