import type { TProfile } from '../../../schemas/profile';
import { findUserById, type User } from '../../db/queries/users';
import type { IdentityContext } from '../../identity-context';
import { adminUserOf } from './admin-user-of';

/** `GET /v1/user` (SPEC §3 Profile, plus what the portal shows elsewhere). */
export async function getProfile(ctx: IdentityContext, user: User): Promise<TProfile> {
  const sponsor = user.sponsor_id ? await findUserById(ctx.db, user.sponsor_id) : undefined;
  return {
    ...adminUserOf(user),
    inviteCode: user.invite_code,
    language: user.language,
    nationalityId: user.nationality_id,
    application: user.application,
    emailConfirmed: user.email_confirmed_at !== null,
    sponsor: sponsor ? { firstName: sponsor.first_name, lastName: sponsor.last_name } : null,
  };
}
