// POST /api/two-fa/deactivate/recovery — a recovery code turns the method off when the phone is lost; a
// form posted before hydration goes on to the method's deactivated page, as the code does.
import { bffRoute } from '@/lib/bff/route';
import { confirmTwoFaDeactivation } from '@/lib/bff/two-fa';
import { TWO_FA_ROUTES } from '@/lib/two-factor/methods';

export const { POST } = bffRoute('/two-fa/deactivate/recovery', {
  handle: ({ ctx, body }) => confirmTwoFaDeactivation(ctx, { type: body.type, recoveryCode: body.code }),
  form: {
    keep: [],
    next: (_answer, values, ctx) => `/${ctx.locale}${TWO_FA_ROUTES[values.type].deactivated}`,
  },
});
