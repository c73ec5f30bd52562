import type { TSignInMethod } from '../../../schemas/sessions';
import { insertSignIn } from '../../db/queries/sign-in-history';
import type { IdentityContext } from '../../identity-context';
import { coarsePlace } from './coarse-place';

/** A User-Agent longer than this is cut: enough for every real browser, bounded for the database. */
export const USER_AGENT_MAX_LENGTH = 512;

/** One sign-in for the owner's history: how, from which browser and network (never the full address). */
export async function recordSignIn(
  ctx: IdentityContext,
  input: { userId: string; method: TSignInMethod; userAgent: string | null; place: string | null },
): Promise<void> {
  await insertSignIn(ctx.db, {
    user_id: input.userId,
    at: ctx.now(),
    outcome: 'success',
    method: input.method,
    user_agent: input.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
    place: input.place,
  });
}

/** A failed attempt at a known account (a wrong password or code): the history groups them. */
export async function recordFailedSignIn(
  ctx: IdentityContext,
  input: { userId: string; method: TSignInMethod; userAgent: string | null; place: string | null },
): Promise<void> {
  await insertSignIn(ctx.db, {
    user_id: input.userId,
    at: ctx.now(),
    outcome: 'failure',
    method: input.method,
    user_agent: input.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
    place: input.place,
  });
}

/** The history's fields of an attempt from its grant's input. */
export function signInOf(
  userId: string,
  method: TSignInMethod,
  input: { ip: string; userAgent?: string | null },
): { userId: string; method: TSignInMethod; userAgent: string | null; place: string | null } {
  return { userId, method, userAgent: input.userAgent ?? null, place: coarsePlace(input.ip) };
}
