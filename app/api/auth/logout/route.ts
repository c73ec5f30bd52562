// POST /api/auth/logout — revokes the token upstream (single logout) and ends the session.
import { signOut } from '@/lib/bff/login';
import { bffRoute } from '@/lib/bff/route';

export const { POST } = bffRoute('/auth/logout', {
  handle: ({ ctx }) => signOut(ctx),
  form: { keep: [], next: (_answer, _values, ctx) => `/${ctx.locale}/login` },
});
