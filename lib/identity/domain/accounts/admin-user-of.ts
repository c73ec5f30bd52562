import type { TAdminUser } from '../../../schemas/moderation';
import type { User } from '../../db/queries/users';

/** What the moderation API shows of a user; the user's own profile starts with the same. */
export function adminUserOf(user: User): TAdminUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    verified: user.verified === 1,
    selfieRequired: user.selfie_required === 1,
    createdAt: user.created_at,
  };
}
