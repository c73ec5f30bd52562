import { unsealData, type SessionOptions } from 'iron-session';

import { env } from '../env';
import { hostCookie, SESSION_COOKIE } from '../http/cookie-names';
import type { TAuthenticationStatus, TTwoFaType } from '../schemas/oauth';

/** The sealed cookie of DESIGN §1 (SPEC §3 `passport_token`): the token never leaves the server unsealed. */
export function sessionCookieName(): string {
  return hostCookie(SESSION_COOKIE, env().APP_URL.startsWith('https://'));
}

export type SessionData = {
  /** The upstream access token; only the BFF ever reads it. */
  token?: string;
  status?: TAuthenticationStatus;
  twoFaType?: TTwoFaType | null;
  scope?: string[];
  /** Epoch ms at which the upstream token expires. */
  expiresAt?: number;
};

export function sessionOptions(ttlSeconds?: number): SessionOptions {
  const secure = env().APP_URL.startsWith('https://');
  return {
    cookieName: sessionCookieName(),
    password: env().SESSION_SECRET,
    // 0 would mean "never expires" in iron-session; a session without a token lives one day.
    ttl: Math.max(60, ttlSeconds ?? 24 * 60 * 60),
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
  };
}

export function isLoggedIn(session: SessionData, now = Date.now()): boolean {
  return Boolean(session.token) && session.status === 'SUCCESS' && (session.expiresAt ?? 0) > now;
}

/**
 * Whether a sealed session cookie holds a finished login: the proxy's guard and the Node entry's page
 * cache ask before they treat a visitor as anonymous (an anonymous visitor may hold a session too: a
 * login waiting for its second factor). A seal that does not open is no login.
 */
export async function sealIsLoggedIn(seal: string | undefined): Promise<boolean> {
  if (!seal) return false;
  try {
    return isLoggedIn(await unsealData<SessionData>(seal, { password: env().SESSION_SECRET }));
  } catch {
    return false;
  }
}
