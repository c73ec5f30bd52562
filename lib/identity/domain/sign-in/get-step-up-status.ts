import { STEP_UP_WINDOW_MS } from '../../../policy';
import type { TStepUpStatus } from '../../../schemas/step-up';
import { findActiveTwoFactor } from '../../db/queries/two-fa-tokens';
import type { IdentityContext } from '../../identity-context';
import type { BearerSession } from '../tokens/authenticate-bearer';

/** `GET /v1/reauth`: what a re-authentication asks for (a factor's code?) and until when the last one holds. */
export async function getStepUpStatus(ctx: IdentityContext, session: BearerSession): Promise<TStepUpStatus> {
  const active = await findActiveTwoFactor(ctx.db, session.user.id);
  const proved = session.token.authenticated_at;
  const validUntil = proved === null ? null : proved + STEP_UP_WINDOW_MS;
  return {
    factor: active?.type ?? null,
    validUntil: validUntil !== null && validUntil > ctx.now() ? validUntil : null,
  };
}
