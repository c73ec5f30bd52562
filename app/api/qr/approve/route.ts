// POST /api/qr/approve — this phone's account signs the other browser in, after an explicit Approve.
import { bffRoute } from '@/lib/bff/route';
import { callUpstream } from '@/lib/bff/upstream';
import { UPSTREAM } from '@/lib/schemas/upstream';

export const { POST } = bffRoute('/qr/approve', {
  async handle({ ctx, body }) {
    const result = await callUpstream(UPSTREAM.qrApprove, { ctx, auth: 'user', body });
    return result.state === 'success' ? { state: 'success', data: null } : result;
  },
  form: { keep: [] },
});
