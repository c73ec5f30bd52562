// POST /api/sessions/sign-out — signs one device out, or out of one product; a form posted before
// hydration comes back to the devices page.
import { bffRoute } from '@/lib/bff/route';
import { signOutSession } from '@/lib/bff/sessions';
import { ROUTES } from '@/lib/navigation/routes';

export const { POST } = bffRoute('/sessions/sign-out', {
  handle: ({ ctx, body }) => signOutSession(ctx, body),
  form: { keep: [], next: (_answer, _values, ctx) => `/${ctx.locale}${ROUTES.profileSecurityDevices}` },
});
