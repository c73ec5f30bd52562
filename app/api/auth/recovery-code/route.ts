// POST /api/auth/recovery-code — a recovery code in place of the second login step's code. Posted before
// hydration (or without JavaScript), a finished login goes on like the OTP step's; a refusal shows the
// login page's step again with the recovery form open.
import { signInWithCode } from '@/lib/bff/login';
import { bffRoute } from '@/lib/bff/route';
import { afterLoginPath } from '@/lib/navigation/after-login';

export const { POST } = bffRoute('/auth/recovery-code', {
  handle: ({ ctx, body }) => signInWithCode(ctx, body.code),
  form: {
    keep: ['twoFaType'],
    fromPage: { application: 'application', backUrl: 'backUrl', next: 'next' },
    next: (answer, values, ctx) =>
      answer.status === 'SUCCESS' ? afterLoginPath({ locale: ctx.locale, ...values }) : null,
  },
});
