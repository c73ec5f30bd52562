import 'server-only';

import { getIronSession, type IronSession } from 'iron-session';
import { cookies } from 'next/headers';
import { cache } from 'react';

import type { TTokenAnswer } from '../schemas/oauth';
import { isLoggedIn, sessionOptions, type SessionData } from './session-options';

/** The session of this request, unsealed once per render (React cache). */
export const readSession = cache(async (): Promise<IronSession<SessionData>> => {
  return getIronSession<SessionData>(await cookies(), sessionOptions());
});

/** The access token of a logged-in session, or null. Server-side only. */
export async function sessionToken(): Promise<string | null> {
  const session = await readSession();
  return isLoggedIn(session) ? session.token! : null;
}

/** Stores a token answer; the cookie lives exactly as long as the token (SPEC §4 Session). */
export async function storeToken(answer: TTokenAnswer): Promise<void> {
  const session = await readSession();
  session.updateConfig(sessionOptions(answer.expires_in));
  session.token = answer.access_token;
  session.status = answer.authentication_status;
  session.twoFaType = answer.two_fa_type;
  session.scope = answer.scope
    .split(' ')
    .filter(Boolean)
    .map((s) => s.toUpperCase());
  session.expiresAt = Date.now() + answer.expires_in * 1000;
  await session.save();
}

export async function clearSession(): Promise<void> {
  const session = await readSession();
  session.destroy();
}
