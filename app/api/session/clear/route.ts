// GET /api/session/clear?next=/en/login — ends a session whose token the upstream no longer accepts.
import { requestContext } from '@/lib/bff/request-context';
import { safeNextPath } from '@/lib/bff/safe-next';
import { clearSession, sessionToken } from '@/lib/bff/session';
import { portalRedirect } from '@/lib/bff/token-redirect';
import { callUpstream } from '@/lib/bff/upstream';
import { UPSTREAM } from '@/lib/schemas/upstream';

/**
 * Our own pages may always end the session. A navigation that came from elsewhere (a linked product's
 * "Log in" link, followed through our redirects) may end it only when the upstream has already refused
 * the token — so another site can never log a visitor out, and a session revoked elsewhere cannot send
 * the browser round between the guard and this route.
 */
async function mayClear(request: Request): Promise<boolean> {
  const site = request.headers.get('sec-fetch-site');
  if (site === null || site === 'same-origin' || site === 'none') return true;
  const token = await sessionToken();
  if (!token) return false;
  const profile = await callUpstream(UPSTREAM.user, { ctx: await requestContext(), auth: { bearer: token } });
  return profile.state === 'error' && profile.effects.unauthorized === true;
}

export async function GET(request: Request) {
  if (await mayClear(request)) await clearSession();
  return portalRedirect(safeNextPath(new URL(request.url).searchParams.get('next'), '/'));
}
