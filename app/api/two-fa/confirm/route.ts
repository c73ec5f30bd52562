// POST /api/two-fa/confirm — the first code turns the method on. A form posted before hydration comes
// back to its wizard while there are recovery codes to show (once), else goes on to the success page.
import { bffRoute } from '@/lib/bff/route';
import { confirmTwoFa } from '@/lib/bff/two-fa';
import { TWO_FA_ROUTES } from '@/lib/two-factor/methods';

export const { POST } = bffRoute('/two-fa/confirm', {
  handle: ({ ctx, body }) => confirmTwoFa(ctx, body),
  form: {
    keep: [],
    next: (answer, values, ctx) =>
      answer.recoveryCodes.length ? null : `/${ctx.locale}${TWO_FA_ROUTES[values.type].activated}`,
  },
});
