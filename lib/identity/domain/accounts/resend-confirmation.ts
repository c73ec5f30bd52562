import type { IdentityContext } from '../../identity-context';
import { sendRecoveryMail, type RecoveryMailRequest } from '../passwords/send-recovery-mail';

/**
 * `POST /v1/registration/confirm/resend`: a new link for an unconfirmed account, back to the product
 * it signed up from unless the request names another. Answers alike whether or not one exists.
 */
export async function resendConfirmation(ctx: IdentityContext, input: RecoveryMailRequest): Promise<void> {
  await sendRecoveryMail(ctx, input, {
    limit: 'resend',
    kind: 'confirm_email',
    wanted: (user) => user.email_confirmed_at === null,
    defaultApplication: (user) => user.application,
  });
}
