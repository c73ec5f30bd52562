// POST /api/registration — creates an account; the interface language travels along for the mails.
import { bffRoute } from '@/lib/bff/route';
import { callUpstream } from '@/lib/bff/upstream';
import { UPSTREAM } from '@/lib/schemas/upstream';

export const { POST } = bffRoute('/registration', {
  async handle({ ctx, body }) {
    const result = await callUpstream(UPSTREAM.registration, {
      ctx,
      body: { ...body, language: ctx.locale },
    });
    return result.state === 'success' ? { state: 'success', data: null } : result;
  },
  // The completed screen names the address the mail went to.
  form: {
    keep: [
      'email',
      'firstName',
      'lastName',
      'nationalityId',
      'termsAccepted',
      'privacyAccepted',
      'termsOfUseAccepted',
    ],
    fromPage: { application: 'application', inviteCode: 'referral' },
  },
});
