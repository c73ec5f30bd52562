// POST /api/auth/unlock — mails a link that lets one browser past the login lock (same answer for any address).
import { requestUnlockLink } from '@/lib/bff/login';
import { bffRoute } from '@/lib/bff/route';

export const { POST } = bffRoute('/auth/unlock', {
  handle: ({ ctx, body }) => requestUnlockLink(ctx, body),
  form: { keep: ['email'] },
});
