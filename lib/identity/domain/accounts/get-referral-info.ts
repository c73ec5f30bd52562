import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import { findSponsor } from './register-user';

/** `GET /v1/user/referral/info`: the sponsor's name for the sign-up form; unknown → not_found (SPEC §7). */
export async function getReferralInfo(
  ctx: IdentityContext,
  input: { inviteCode: string; ip: string },
): Promise<{ firstName: string; lastName: string }> {
  await ctx.limits.consume('referralInfo', input.ip);
  try {
    const sponsor = await findSponsor(ctx, input.inviteCode);
    return { firstName: sponsor.first_name, lastName: sponsor.last_name };
  } catch (error) {
    if (error instanceof IdentityError && error.code === 'incorrect_invite_code')
      throw new IdentityError('not_found');
    throw error;
  }
}
