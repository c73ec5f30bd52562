import { audit } from '../../audit/audit';
import { verifyPassword } from '../../crypto/password-hash';
import type { IdentityContext } from '../../identity-context';
import { validationError } from '../../identity-error';
import type { BearerSession } from '../tokens/authenticate-bearer';

/**
 * The first half of every re-authentication: the session's holder types the account's password. Each
 * try is taken from a per-user budget first, so a stolen session cannot guess the password here faster
 * than at the login page; a wrong one is `incorrect_password` on the field.
 */
export async function checkReauthPassword(
  ctx: IdentityContext,
  session: BearerSession,
  password: string,
): Promise<void> {
  await ctx.limits.consume('reauth', session.user.id);
  if (!(await verifyPassword(session.user.password_hash, password))) {
    audit(ctx, 'reauth.failure', { accountId: session.user.id, reason: 'incorrect_password' });
    throw validationError({ password: ['incorrect_password'] });
  }
}
