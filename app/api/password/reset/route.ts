// POST /api/password/reset — mails a reset link (the answer is the same whether the address exists).
import { bffRoute } from '@/lib/bff/route';
import { callUpstream } from '@/lib/bff/upstream';
import { UPSTREAM } from '@/lib/schemas/upstream';

export const { POST } = bffRoute('/password/reset', {
  async handle({ ctx, body }) {
    const result = await callUpstream(UPSTREAM.passwordReset, { ctx, auth: 'client', body });
    return result.state === 'success' ? { state: 'success', data: null } : result;
  },
  form: { keep: ['email'], fromPage: { application: 'application' } },
});
