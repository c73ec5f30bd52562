import { audit } from '../../audit/audit';
import { setUserSuspended, type User } from '../../db/queries/users';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import { queueSecurityNotice } from './notify-security-change';

/** Lifts a suspension: the owner can sign in again (with their password; no session comes back), and is told. */
export async function reinstateUser(ctx: IdentityContext, user: User): Promise<void> {
  const changed = await ctx.db.transaction().execute(async (trx) => {
    if (!(await setUserSuspended(trx, user.id, null))) return false;
    await queueSecurityNotice(trx, ctx, user, { kind: 'reinstated' });
    return true;
  });
  if (!changed) throw new IdentityError('invalid_request', { description: 'the account is not suspended' });
  void ctx.mailer.kick();
  audit(ctx, 'account.reinstated', { accountId: user.id });
}
