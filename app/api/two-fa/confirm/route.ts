// POST /api/two-fa/confirm — the first code turns the method on; a form posted before hydration goes on
// to the method's success page.
import { bffRoute } from '@/lib/bff/route';
import { confirmTwoFa } from '@/lib/bff/two-fa';
import { TWO_FA_ROUTES } from '@/lib/two-factor/methods';

export const { POST } = bffRoute('/two-fa/confirm', {
  handle: ({ ctx, body }) => confirmTwoFa(ctx, body),
  form: { keep: [], next: (_answer, values, ctx) => `/${ctx.locale}${TWO_FA_ROUTES[values.type].activated}` },
});
