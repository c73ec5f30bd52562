import { STEP_UP_WINDOW_MS } from '../../../policy';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import type { BearerSession } from '../tokens/authenticate-bearer';

/**
 * The step-up guard (DESIGN §6): a sensitive change (a second factor on or off, and what the security
 * centre adds) goes ahead only when the session's holder proved who they are — by logging in with the
 * password, or by `POST /v1/reauth` — within the last STEP_UP_WINDOW_MS; otherwise `reauth_required`
 * (403). A stolen session cookie alone is then not enough to change how the account is protected.
 * Endpoints say `stepUp: true` (define-endpoint.ts); a use case reached another way calls this itself.
 */
export function requireStepUp(ctx: IdentityContext, session: BearerSession): void {
  const proved = session.token.authenticated_at;
  if (proved === null || ctx.now() - proved >= STEP_UP_WINDOW_MS) {
    throw new IdentityError('reauth_required', {
      description: 'Confirm it is you: give the password (and the second factor) again',
    });
  }
}
