// POST /api/two-fa/deactivate — asks for the code that turns a method off (the deactivation popup opens).
import { bffRoute } from '@/lib/bff/route';
import { requestTwoFaDeactivation } from '@/lib/bff/two-fa';

export const { POST } = bffRoute('/two-fa/deactivate', {
  handle: ({ ctx, body }) => requestTwoFaDeactivation(ctx, body),
});
