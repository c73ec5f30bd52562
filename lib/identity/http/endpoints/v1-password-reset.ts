import { UPSTREAM } from '../../../schemas/upstream';
import { requestPasswordReset } from '../../domain/passwords/request-password-reset';
import { defineEndpoint } from '../define-endpoint';
import { RECOVERY_MAIL_ERRORS, recoveryMailRequest } from '../recovery-mail-request';
import { namedLocale } from '../request-locale';

/** POST /v1/password/reset — mail a reset link (client Basic auth); same answer for any e-mail. */
export const passwordResetEndpoint = defineEndpoint(UPSTREAM.passwordReset, {
  auth: 'client',
  tag: 'account',
  summary: 'Request a password-reset mail',
  errors: ['access_denied', ...RECOVERY_MAIL_ERRORS],
  async handle({ ctx, body, ip, request }) {
    await requestPasswordReset(ctx, recoveryMailRequest(body, ip, namedLocale(request)));
    return {};
  },
});
