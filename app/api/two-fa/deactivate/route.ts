// POST /api/two-fa/deactivate — asks for the code that turns a method off (the deactivation popup opens);
// a form posted before hydration comes back to its wizard, which then shows the code step in the page.
import { bffRoute } from '@/lib/bff/route';
import { requestTwoFaDeactivation } from '@/lib/bff/two-fa';

export const { POST } = bffRoute('/two-fa/deactivate', {
  handle: ({ ctx, body }) => requestTwoFaDeactivation(ctx, body),
  form: { keep: ['type'] },
});
