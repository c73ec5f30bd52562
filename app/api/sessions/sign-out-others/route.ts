// POST /api/sessions/sign-out-others — signs out every device but this one.
import { bffRoute } from '@/lib/bff/route';
import { signOutOtherSessions } from '@/lib/bff/sessions';
import { ROUTES } from '@/lib/navigation/routes';

export const { POST } = bffRoute('/sessions/sign-out-others', {
  handle: ({ ctx }) => signOutOtherSessions(ctx),
  form: { keep: [], next: (_answer, _values, ctx) => `/${ctx.locale}${ROUTES.profileSecurityDevices}` },
});
