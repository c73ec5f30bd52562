// POST /api/two-fa/deactivate/confirm — the code turns the method off. A form posted before hydration
// goes on to the method's deactivated page; refused, it comes back with the tries it had left.
import { bffRoute } from '@/lib/bff/route';
import { confirmTwoFaDeactivation } from '@/lib/bff/two-fa';
import { TWO_FA_ROUTES } from '@/lib/two-factor/methods';

export const { POST } = bffRoute('/two-fa/deactivate/confirm', {
  handle: ({ ctx, body }) => confirmTwoFaDeactivation(ctx, body),
  form: {
    keep: ['attempts'],
    next: (_answer, values, ctx) => `/${ctx.locale}${TWO_FA_ROUTES[values.type].deactivated}`,
  },
});
