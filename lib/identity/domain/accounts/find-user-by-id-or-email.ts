import { findUserByEmailKey, findUserById, type User } from '../../db/queries/users';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import { emailKey } from './email-key';

/** The account an operator names by its id or its e-mail; else not_found. */
export async function findUserByIdOrEmail(ctx: IdentityContext, who: string): Promise<User> {
  const user = who.includes('@')
    ? await findUserByEmailKey(ctx.db, emailKey(who))
    : await findUserById(ctx.db, who.trim());
  if (!user) throw new IdentityError('not_found', { description: `no user ${who}` });
  return user;
}
