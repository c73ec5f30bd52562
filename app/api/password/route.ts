// POST /api/password — changes the password, then ends this session too (SPEC §4 Change password): the
// identity service revokes the other sessions, and this one's token is revoked here.
import { signOut } from '@/lib/bff/login';
import { bffRoute } from '@/lib/bff/route';
import { callUpstream } from '@/lib/bff/upstream';
import { UPSTREAM } from '@/lib/schemas/upstream';

export const { POST } = bffRoute('/password', {
  async handle({ ctx, body }) {
    const result = await callUpstream(UPSTREAM.changePassword, { ctx, auth: 'user', body });
    if (result.state === 'error') return result;
    await signOut(ctx);
    return { state: 'success', data: null };
  },
  form: { keep: [], next: (_answer, _values, ctx) => `/${ctx.locale}/password/success` },
});
