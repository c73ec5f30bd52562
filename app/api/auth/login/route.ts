// POST /api/auth/login — the password grant; the token stays in the sealed session cookie.
import { signInWithPassword } from '@/lib/bff/login';
import { bffRoute } from '@/lib/bff/route';
import { afterLoginPath } from '@/lib/navigation/after-login';

export const { POST } = bffRoute('/auth/login', {
  handle: ({ ctx, body }) => signInWithPassword(ctx, body),
  form: {
    keep: ['email'],
    fromPage: { application: 'application', backUrl: 'backUrl', next: 'next' },
    // A second factor is asked for on the login page itself; only a finished login leaves it.
    next: (answer, values, ctx) =>
      answer.status === 'SUCCESS' ? afterLoginPath({ locale: ctx.locale, ...values }) : null,
  },
});
