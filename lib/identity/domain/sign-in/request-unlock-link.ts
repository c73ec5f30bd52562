import type { IdentityContext } from '../../identity-context';
import { sendRecoveryMail } from '../passwords/send-recovery-mail';

/**
 * `POST /v1/login/unlock`: mails the account's address a single-use, 15-minute link that lets the
 * browser opening it past the login lock (redeem-unlock-link.ts). A recovery mail like the reset link:
 * the same answer, no sooner, whether or not the address has an account, and the recovery mails' budget
 * (per address and requester, a captcha once an address was asked for often), so nobody can starve the
 * owner of it.
 */
export async function requestUnlockLink(
  ctx: IdentityContext,
  input: { email: string; captcha?: string; ip: string },
): Promise<void> {
  await sendRecoveryMail(ctx, input, {
    limit: 'unlockRequest',
    kind: 'unlock_login',
    wanted: () => true,
    defaultApplication: () => null,
  });
}
