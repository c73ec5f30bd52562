import type { TTwoFaTokenList, TTwoFaTypeList } from '../../../schemas/two-fa';
import { findActiveTwoFactor } from '../../db/queries/two-fa-tokens';
import type { IdentityContext } from '../../identity-context';
import type { BearerSession } from '../tokens/authenticate-bearer';
import { availableTwoFaTypes } from './available-two-fa-types';

/** `GET /v1/two-fa/tokens`: the user's active method (at most one). */
export async function listTwoFaTokens(
  ctx: IdentityContext,
  session: BearerSession,
): Promise<TTwoFaTokenList> {
  const active = await findActiveTwoFactor(ctx.db, session.user.id);
  return { tokens: active ? [{ tokenType: active.type }] : [] };
}

/**
 * `GET /v1/two-fa/tokens/types/only-deactivate`: active methods the portal no longer offers (a bot
 * token removed): they can still be turned off, not set up again.
 */
export async function listOnlyDeactivateTypes(
  ctx: IdentityContext,
  session: BearerSession,
): Promise<TTwoFaTypeList> {
  const active = await findActiveTwoFactor(ctx.db, session.user.id);
  const offered = availableTwoFaTypes(ctx);
  return { types: active && !offered.includes(active.type) ? [active.type] : [] };
}
