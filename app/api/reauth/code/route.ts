// POST /api/reauth/code — after the password, sends the Telegram or e-mail code of a re-authentication.
import { bffRoute } from '@/lib/bff/route';
import { sendReauthCode } from '@/lib/bff/step-up';

export const { POST } = bffRoute('/reauth/code', {
  handle: ({ ctx, body }) => sendReauthCode(ctx, body),
  form: { keep: [] },
});
