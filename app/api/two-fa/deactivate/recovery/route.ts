// POST /api/two-fa/deactivate/recovery — a recovery code turns the method off when the phone is lost.
import { bffRoute } from '@/lib/bff/route';
import { confirmTwoFaDeactivation } from '@/lib/bff/two-fa';

export const { POST } = bffRoute('/two-fa/deactivate/recovery', {
  handle: ({ ctx, body }) => confirmTwoFaDeactivation(ctx, { type: body.type, recoveryCode: body.code }),
});
