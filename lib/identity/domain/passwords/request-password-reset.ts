import type { IdentityContext } from '../../identity-context';
import { sendRecoveryMail, type RecoveryMailRequest } from './send-recovery-mail';

/** `POST /v1/password/reset`: mails a one-hour link if the account exists; answers alike either way. */
export async function requestPasswordReset(ctx: IdentityContext, input: RecoveryMailRequest): Promise<void> {
  await sendRecoveryMail(ctx, input, {
    limit: 'resetRequest',
    kind: 'reset_password',
    wanted: () => true,
    defaultApplication: () => null,
  });
}
