// POST /api/auth/otp — the second login step: the pending token and the 6-digit code. Posted before
// hydration, a finished login goes on like the login form's; otherwise the login page shows the step again.
import { signInWithCode } from '@/lib/bff/login';
import { bffRoute } from '@/lib/bff/route';
import { afterLoginPath } from '@/lib/navigation/after-login';

export const { POST } = bffRoute('/auth/otp', {
  handle: ({ ctx, body }) => signInWithCode(ctx, body.otp),
  form: {
    keep: ['attempts', 'twoFaType'],
    fromPage: { application: 'application', backUrl: 'backUrl', next: 'next' },
    next: (answer, values, ctx) =>
      answer.status === 'SUCCESS' ? afterLoginPath({ locale: ctx.locale, ...values }) : null,
  },
});
