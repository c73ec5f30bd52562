import { findUserById, type User } from '../../db/queries/users';
import type { IdentityContext } from '../../identity-context';

/** `GET /v1/user` (SPEC §3 Profile, plus what the portal shows elsewhere). */
export type Profile = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  verified: boolean;
  selfieRequired: boolean;
  inviteCode: string;
  language: string;
  nationalityId: string;
  application: string | null;
  emailConfirmed: boolean;
  sponsor: { firstName: string; lastName: string } | null;
  createdAt: number;
};

export async function getProfile(ctx: IdentityContext, user: User): Promise<Profile> {
  const sponsor = user.sponsor_id ? await findUserById(ctx.db, user.sponsor_id) : undefined;
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    verified: user.verified === 1,
    selfieRequired: user.selfie_required === 1,
    inviteCode: user.invite_code,
    language: user.language,
    nationalityId: user.nationality_id,
    application: user.application,
    emailConfirmed: user.email_confirmed_at !== null,
    sponsor: sponsor ? { firstName: sponsor.first_name, lastName: sponsor.last_name } : null,
    createdAt: user.created_at,
  };
}
