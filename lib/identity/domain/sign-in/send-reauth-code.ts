import { findActiveTwoFactor } from '../../db/queries/two-fa-tokens';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import type { BearerSession } from '../tokens/authenticate-bearer';
import { openTwoFaChallenge } from '../two-factor/open-two-fa-challenge';
import { checkReauthPassword } from './check-reauth-password';

/**
 * `POST /v1/reauth/code`: after the right password, the Telegram or e-mail code of a re-authentication
 * (the authenticator needs none: not_found). Asking for the code needs the password, so a stolen
 * session alone cannot make the owner's phone buzz or spend their codes. One a minute, as elsewhere.
 */
export async function sendReauthCode(
  ctx: IdentityContext,
  session: BearerSession,
  input: { password: string },
): Promise<void> {
  await checkReauthPassword(ctx, session, input.password);
  const method = await findActiveTwoFactor(ctx.db, session.user.id);
  if (!method || method.type === 'GOOGLE_AUTHENTICATOR' || !method.data) throw new IdentityError('not_found');
  await openTwoFaChallenge(ctx, {
    user: session.user,
    purpose: 'reauth',
    type: method.type,
    tokenId: method.id,
    destination: method.data,
  });
}
