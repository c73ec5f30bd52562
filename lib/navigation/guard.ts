import { accessOf, ROUTES } from './routes';

export type GuardDecision = { redirect: string } | null;

/** Query parameters a linked product passes along, kept across guard redirects. */
const CARRIED = ['application', 'backUrl'] as const;

function withCarried(path: string, search: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const key of CARRIED) {
    const value = search.get(key);
    if (value) kept.set(key, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * SPEC §2 "Route guard" as a pure function: `path` is without the locale prefix, the answer is a
 * path without the locale prefix, or null to let the request through.
 */
export function guard(path: string, search: URLSearchParams, loggedIn: boolean): GuardDecision {
  const access = accessOf(path);
  if (access === 'user' && !loggedIn) {
    // The QR approval page sends the phone back to itself after login.
    if (path.startsWith('/qr/')) return { redirect: `${ROUTES.login}?next=${encodeURIComponent(path)}` };
    return { redirect: withCarried(ROUTES.login, search) };
  }
  if (access === 'anonymous' && loggedIn) {
    const isLogin = path.replace(/\/+$/, '') === ROUTES.login;
    if (isLogin && search.get('application')) return { redirect: withCarried(ROUTES.chooseAccount, search) };
    return { redirect: ROUTES.profile };
  }
  return null;
}
