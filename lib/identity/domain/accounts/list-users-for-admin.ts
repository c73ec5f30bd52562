import type { TAdminUser } from '../../../schemas/moderation';
import { listUsersByEmailPrefix } from '../../db/queries/users';
import type { IdentityContext } from '../../identity-context';
import { adminUserOf } from './admin-user-of';
import { emailKey } from './email-key';

const USERS_LIMIT = 100;

/** `GET /admin/v1/users?email=`: users whose e-mail starts with the given text. */
export async function listUsersForAdmin(ctx: IdentityContext, emailPrefix: string): Promise<TAdminUser[]> {
  return (await listUsersByEmailPrefix(ctx.db, emailKey(emailPrefix), USERS_LIMIT)).map(adminUserOf);
}
