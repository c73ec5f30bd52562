import { STEP_UP_WINDOW_MS } from '../../../policy';
import type { TReauthAnswer } from '../../../schemas/step-up';
import { audit } from '../../audit/audit';
import { markReauthenticated } from '../../db/queries/access-tokens';
import { spendChallenge } from '../../db/queries/two-fa-challenges';
import { findActiveTwoFactor, type TwoFaToken } from '../../db/queries/two-fa-tokens';
import type { IdentityContext } from '../../identity-context';
import { IdentityError, isIdentityError, validationError } from '../../identity-error';
import type { BearerSession } from '../tokens/authenticate-bearer';
import { totpMatches } from '../two-factor/challenge-code-matches';
import { passTwoFaChallenge } from '../two-factor/pass-two-fa-challenge';
import { checkReauthPassword } from './check-reauth-password';

/**
 * `POST /v1/reauth` (step-up, DESIGN §6): the password, and the active second factor's code — the
 * authenticator's own, or the one `POST /v1/reauth/code` sent (three tries) — mark this session as
 * proved now; sensitive changes pass for STEP_UP_WINDOW_MS. Nothing else about the session changes.
 */
export async function reauthenticate(
  ctx: IdentityContext,
  session: BearerSession,
  input: { password: string; code?: string },
): Promise<TReauthAnswer> {
  const { user } = session;
  await checkReauthPassword(ctx, session, input.password);
  const method = await findActiveTwoFactor(ctx.db, user.id);
  if (method) {
    if (!input.code) throw validationError({ code: ['required'] });
    try {
      await checkFactorCode(ctx, session, method, input.code);
    } catch (error) {
      if (isIdentityError(error)) audit(ctx, 'reauth.failure', { accountId: user.id, reason: error.code });
      throw error;
    }
  }
  const now = ctx.now();
  await markReauthenticated(ctx.db, session.tokenHash, now);
  audit(ctx, 'reauth.success', { accountId: user.id, method: method?.type });
  return { validUntil: now + STEP_UP_WINDOW_MS };
}

async function checkFactorCode(
  ctx: IdentityContext,
  session: BearerSession,
  method: TwoFaToken,
  code: string,
): Promise<void> {
  if (method.type === 'GOOGLE_AUTHENTICATOR') {
    // Every try already came out of the per-user budget with the password.
    if (!(await totpMatches(ctx, method, code))) throw new IdentityError('invalid_confirmation_code');
    return;
  }
  const now = ctx.now();
  const challenge = await passTwoFaChallenge(
    ctx,
    { userId: session.user.id, purpose: 'reauth', method, code },
    now,
  );
  if (!(await spendChallenge(ctx.db, challenge.id, now))) throw new IdentityError('confirmation_code_error');
}
