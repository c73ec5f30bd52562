// POST /api/two-fa/tokens — starts setting up a second factor; a form posted before hydration comes
// back to its wizard, which then shows the code step.
import { bffRoute } from '@/lib/bff/route';
import { startTwoFa } from '@/lib/bff/two-fa';

export const { POST } = bffRoute('/two-fa/tokens', {
  handle: ({ ctx, body }) => startTwoFa(ctx, body),
  form: { keep: ['data'] },
});
