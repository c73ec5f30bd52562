import type { TTwoFaType } from '../../../schemas/oauth';
import { findActiveTwoFactor } from '../../db/queries/two-fa-tokens';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import type { BearerSession } from '../tokens/authenticate-bearer';
import { openTwoFaChallenge } from './open-two-fa-challenge';

/**
 * `POST /v1/two-fa/tokens/deactivate`: turning a method off needs a code (SPEC §2 deactivation
 * popup): one is sent for Telegram and e-mail; the authenticator's own code is asked for.
 */
export async function startTwoFaDeactivation(
  ctx: IdentityContext,
  session: BearerSession,
  input: { type: TTwoFaType },
): Promise<void> {
  const { user } = session;
  await ctx.limits.consume('twoFa', user.id);
  const active = await findActiveTwoFactor(ctx.db, user.id);
  if (!active || active.type !== input.type) throw new IdentityError('not_found');
  await openTwoFaChallenge(ctx, {
    user,
    purpose: 'deactivate',
    type: active.type,
    tokenId: active.id,
    destination: active.type === 'GOOGLE_AUTHENTICATOR' ? null : active.data,
  });
}
