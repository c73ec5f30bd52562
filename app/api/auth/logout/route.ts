// POST /api/auth/logout — revokes the token upstream (single logout) and ends the session.
import { signOut } from '@/lib/bff/login';
import { bffRoute } from '@/lib/bff/route';
import { safeNextPath } from '@/lib/bff/safe-next';

export const { POST } = bffRoute('/auth/logout', {
  handle: ({ ctx }) => signOut(ctx),
  form: {
    keep: [],
    next: (_answer, values, ctx) => safeNextPath(values.next, `/${ctx.locale}/login`),
  },
});
