// POST /api/registration/resend — sends the confirmation mail again (same answer for any address).
import { bffRoute } from '@/lib/bff/route';
import { callUpstream } from '@/lib/bff/upstream';
import { UPSTREAM } from '@/lib/schemas/upstream';

export const { POST } = bffRoute('/registration/resend', {
  async handle({ ctx, body }) {
    const result = await callUpstream(UPSTREAM.registrationResend, { ctx, body });
    return result.state === 'success' ? { state: 'success', data: null } : result;
  },
  form: { keep: ['email', 'application'] },
});
